package org.chessarbiter.rules.clock;

import java.util.Optional;
import org.chessarbiter.rules.Side;

/**
 * A chess clock as an immutable state machine (FIDE 2018 6.1: two displays, only one runs). Time is
 * passed in explicitly (milliseconds of any monotonic source), so the machine is deterministic:
 * <ul>
 * <li>{@link #start}: the clock of the side to move starts;</li>
 * <li>{@link #press}: the running side has completed a move and stops its clock, starting the
 * opponent's (6.2.1); its delay is spent first, its increment added after (6.3.1, 6.3.2 time-delay
 * mode); completing a period's moves adds the next period's time (6.3.2);</li>
 * <li>{@link #pause} / {@link #resume}: the arbiter stops and restarts the clocks (6.11.1, 6.11.3);</li>
 * <li>{@link #flagged}: a side whose time is used up (6.9; whether that loses is decided by the
 * game's rules, e.g. chess: unless the opponent cannot mate).</li>
 * </ul>
 */
public final class GameClock {
    private final TimeControl control;
    private final long[] remaining;
    private final int[] period;
    private final int[] movesInPeriod;
    private final Side running;
    private final Side paused;
    private final long since;

    private GameClock(TimeControl control, long[] remaining, int[] period, int[] movesInPeriod, Side running,
            Side paused, long since) {
        this.control = control;
        this.remaining = remaining;
        this.period = period;
        this.movesInPeriod = movesInPeriod;
        this.running = running;
        this.paused = paused;
        this.since = since;
    }

    /** A clock set for {@code control}, not running. */
    public static GameClock of(TimeControl control) {
        long base = control.periods().get(0).baseMillis();
        return new GameClock(control, new long[] {base, base}, new int[2], new int[2], null, null, 0);
    }

    /** The side whose clock runs, if any. */
    public Optional<Side> running() {
        return Optional.ofNullable(running);
    }

    /** Starts the clock of {@code side} (the side to move) at {@code now}. */
    public GameClock start(Side side, long now) {
        if (running != null) {
            throw new IllegalStateException("the clock is already running");
        }
        return new GameClock(control, remaining.clone(), period.clone(), movesInPeriod.clone(), side, null, now);
    }

    /** The running side completed a move at {@code now}: its clock stops and the opponent's starts. */
    public GameClock press(long now) {
        if (running == null) {
            throw new IllegalStateException("no clock is running");
        }
        int s = running.ordinal();
        long[] rem = remaining.clone();
        int[] per = period.clone();
        int[] moves = movesInPeriod.clone();
        Period p = control.periods().get(per[s]);
        rem[s] = timeLeft(s, now);
        if (rem[s] > 0) {
            if (p.bonus() == Period.Bonus.INCREMENT) {
                rem[s] += p.bonusMillis();
            }
            moves[s]++;
            if (p.moves() > 0 && moves[s] == p.moves() && per[s] + 1 < control.periods().size()) {
                per[s]++;
                moves[s] = 0;
                rem[s] += control.periods().get(per[s]).baseMillis();
            }
        }
        return new GameClock(control, rem, per, moves, running.opposite(), null, now);
    }

    /** The arbiter stops the clocks at {@code now}. */
    public GameClock pause(long now) {
        if (running == null) {
            return this;
        }
        long[] rem = remaining.clone();
        int s = running.ordinal();
        rem[s] = timeLeft(s, now);
        return new GameClock(control, rem, period.clone(), movesInPeriod.clone(), null, running, now);
    }

    /** The arbiter restarts the clock that was running before the pause. */
    public GameClock resume(long now) {
        if (paused == null) {
            throw new IllegalStateException("the clock is not paused");
        }
        return new GameClock(control, remaining.clone(), period.clone(), movesInPeriod.clone(), paused, null, now);
    }

    /** The time {@code side} has left at {@code now} (never negative). */
    public long remaining(Side side, long now) {
        return Math.max(0, timeLeft(side.ordinal(), now));
    }

    /** The side whose flag has fallen at {@code now} (6.9), if any. */
    public Optional<Side> flagged(long now) {
        for (Side s : Side.values()) {
            if (timeLeft(s.ordinal(), now) <= 0) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    private long timeLeft(int s, long now) {
        if (running == null || running.ordinal() != s) {
            return remaining[s];
        }
        Period p = control.periods().get(period[s]);
        long elapsed = now - since;
        if (p.bonus() == Period.Bonus.DELAY) {
            elapsed = Math.max(0, elapsed - p.bonusMillis());
        }
        return remaining[s] - elapsed;
    }
}
