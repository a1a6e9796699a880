package org.chessarbiter.rules.clock;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * A {@link ClockArbiter} driven by a {@link TimeSource}, for a clock view or a live game: it holds the current
 * state and the rulings given so far. Not thread-safe: use it from one thread (the UI thread). Tests give it a
 * {@link VirtualTimeSource}.
 */
public final class ClockSession {
    /** A plain clock operation at "now". */
    @FunctionalInterface
    public interface Step {
        ClockArbiter apply(ClockArbiter state, long now);
    }

    /** An incident the law decides at "now". */
    @FunctionalInterface
    public interface Incident {
        Ruling apply(ClockArbiter state, long now);
    }

    private final TimeSource time;
    private ClockArbiter state;
    private final List<Ruling> rulings = new ArrayList<>();

    public ClockSession(ClockArbiter initial, TimeSource time) {
        this.state = initial;
        this.time = time;
    }

    /** The current state. */
    public ClockArbiter state() {
        return state;
    }

    /** Now, by the time source. */
    public long now() {
        return time.millis();
    }

    /** The rulings given so far, oldest first. */
    public List<Ruling> rulings() {
        return List.copyOf(rulings);
    }

    /** The time {@code side} has left now. */
    public long remaining(Side side) {
        return state.clock().remaining(side, now());
    }

    /** Starts {@code side}'s clock now. */
    public void start(Side side) {
        step((s, now) -> s.start(side, now));
    }

    /** The running side completed a move now. */
    public void press() {
        step((s, now) -> s.press(now));
    }

    /** Runs a plain clock operation now, e.g. {@code session.step((s, now) -> s.pause(now))}. */
    public void step(Step step) {
        state = step.apply(state, now());
    }

    /** Has the law decide an incident now, e.g. {@code session.rule((s, now) -> s.illegalMove(Side.FIRST, now, mate))}. */
    public Ruling rule(Incident incident) {
        Ruling r = incident.apply(state, now());
        state = r.after();
        rulings.add(r);
        return r;
    }
}
