package org.chessarbiter.workspace.ui.internal.clock;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.ClockArbiter;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.ClockSession;
import org.chessarbiter.rules.clock.GameClock;
import org.chessarbiter.rules.clock.IllegalMoveIncident;
import org.chessarbiter.rules.clock.Incident;
import org.chessarbiter.rules.clock.IncidentText;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.clock.Ruling;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.clock.TimeIncident;
import org.chessarbiter.rules.clock.TimeSource;
import org.chessarbiter.rules.game.ClockReadings;
import org.chessarbiter.workspace.ui.clock.ClockFace;

/**
 * A game played with the clock running: a {@link ClockSession} of the rules' {@link ClockArbiter} on a
 * {@link TimeSource}, the {@code [%clk]} / {@code [%emt]} comment of each move pressed, and each arbiter's
 * action as the {@code [%incident …]} command the scoresheet records (docs/incident-log.md). Whether a side
 * could still mate (a flag or a losing illegal move is then a draw: FIDE 2018 6.9, 7.5.5) is asked of the rules
 * engine of the game in the position on the board ({@link #askMate}); without a game, every side can.
 */
public final class LiveClock {

    /** An arbiter's action done: the law's ruling and the incident to write into the scoresheet. */
    public record Action(Ruling ruling, String incident) {
    }

    private final ClockSession session;
    private final IncidentText.SideWords words;
    private long lastPress;
    private Ruling verdict;
    private Supplier<MatePossibility> mate = () -> MatePossibility.ALWAYS;

    /**
     * A clock for {@code control} under {@code law}, set to {@code faces} (the readings where play starts: the
     * faces and move counters), the clock of {@code toMove} started now.
     */
    public LiveClock(ClockLaw law, TimeControl control, TimeSource time, List<ClockFace> faces, Side toMove, boolean xiangqi) {
        long now = time.millis();
        ClockArbiter a = ClockArbiter.of(law, control);
        for (ClockFace face : faces) {
            a = a.correctMoves(face.side(), face.moves()).after();
            if (face.remaining().isPresent()) {
                a = a.setFace(face.side(), face.remaining().getAsLong(), now).after();
            }
        }
        session = new ClockSession(a.start(toMove, now), time);
        words = xiangqi ? IncidentText.SideWords.RED_BLACK : IncidentText.SideWords.WHITE_BLACK;
        lastPress = now;
    }

    /**
     * Where the clock's verdicts ask whether a side can still mate: the game's rules engine in the position on the
     * board at the time of the verdict ({@code GameKind.matePossibility}).
     */
    public void askMate(Supplier<MatePossibility> position) {
        mate = position;
    }

    public ClockArbiter state() {
        return session.state();
    }

    /** The ruling that ended the game, if one did. */
    public Optional<Ruling> verdict() {
        return Optional.ofNullable(verdict);
    }

    /** The rulings given so far, oldest first. */
    public List<Ruling> rulings() {
        return session.rulings();
    }

    /** The faces now. */
    public List<ClockFace> faces() {
        long now = session.now();
        GameClock clock = state().clock();
        Optional<Side> running = clock.running();
        return List.of(Side.FIRST, Side.SECOND).stream()
                .map(s -> Faces.of(s, state().law(), clock, OptionalLong.of(clock.remaining(s, now)), running.filter(r -> r == s).isPresent(),
                        clock.flagFellAt(s, now).isPresent()))
                .toList();
    }

    /** The flag verdict, when a flag has fallen (the view sees it: FIDE 2018 6.8); empty otherwise or once the game is over. */
    public Optional<Ruling> checkFlag() {
        if (verdict != null || state().clock().flagged(session.now()).isEmpty()) {
            return Optional.empty();
        }
        Ruling r = session.rule((s, now) -> s.flag(now, false, mate.get()).orElseThrow());
        ended(r);
        return Optional.of(r);
    }

    /**
     * {@code mover} completed a move and pressed: the comment to write after it, {@code {[%clk h:mm:ss] [%emt h:mm:ss]}},
     * empty when its clock was not running (not started, stopped by the arbiter, the game over, the flag down).
     */
    public Optional<String> press(Side mover) {
        checkFlag();
        if (verdict != null || state().clock().running().filter(r -> r == mover).isEmpty()) {
            return Optional.empty();
        }
        session.press();
        long now = session.now();
        String comment = "{[%clk " + ClockReadings.format(state().clock().remaining(mover, now)) + "] [%emt "
                + ClockReadings.format(now - lastPress) + "]}";
        lastPress = now;
        return Optional.of(comment);
    }

    public void pause() {
        session.step((s, now) -> s.pause(now));
    }

    public void resume() {
        if (state().clock().paused().isPresent() && verdict == null) {
            session.step((s, now) -> s.resume(now));
        }
    }

    /** The arbiter adds, takes or sets time, or corrects the move counter (FIDE 2018 12.9.2, 12.9.3, 6.10, 7.1). */
    public Action correct(Side side, TimeIncident.Action action, long value) {
        Ruling r = session.rule((s, now) -> switch (action) {
            case ADD -> s.addTime(side, value, now);
            case TAKE -> s.takeTime(side, value, now);
            case SET -> s.setFace(side, value, now);
            case MOVES -> s.correctMoves(side, (int) value);
        });
        return action(r, new TimeIncident(side, action, value));
    }

    /** An illegal move of {@code offender} was completed: counted, the law decides (FIDE 2018 7.5.5; 2000 7.4; Điều 16.3). */
    public Action illegalMove(Side offender) {
        Ruling r = session.rule((s, now) -> s.illegalMove(offender, now, mate.get()));
        long penalty = r.decision().change(offender.opposite());
        ended(r);
        return action(r, new IllegalMoveIncident(offender, penalty > 0 ? OptionalLong.of(penalty) : OptionalLong.empty()));
    }

    private Action action(Ruling r, Incident incident) {
        return new Action(r, "{" + IncidentText.format(incident, words) + "}");
    }

    private void ended(Ruling r) {
        if (r.outcome().isPresent()) {
            verdict = r;
        }
    }
}
