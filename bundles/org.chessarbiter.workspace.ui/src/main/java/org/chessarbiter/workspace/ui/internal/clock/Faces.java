package org.chessarbiter.workspace.ui.internal.clock;

import java.util.Locale;
import java.util.OptionalLong;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.GameClock;
import org.chessarbiter.rules.clock.IncidentText;
import org.chessarbiter.rules.clock.Period;
import org.chessarbiter.workspace.ui.clock.ClockFace;
import org.eclipse.osgi.util.NLS;

/** The faces of the clock view, from a clock (live) or from the readings of a scoresheet (replay). */
final class Faces {

    private Faces() {
    }

    /** The face of {@code side} of {@code clock}, showing {@code remaining}. */
    static ClockFace of(Side side, ClockLaw law, GameClock clock, OptionalLong remaining, boolean running, boolean flagged) {
        Period p = clock.control().period(clock.period(side));
        return new ClockFace(side, law.side(side).format(Locale.getDefault()), remaining, running, flagged, clock.period(side) + 1,
                clock.movesInPeriod(side), p.moves(), clock.movesCompleted(side), bonus(p));
    }

    /** The per-move bonus of a period as the face writes it, empty when it has none. */
    static String bonus(Period p) {
        String time = IncidentText.time(p.bonusMillis());
        return switch (p.bonus()) {
            case INCREMENT -> NLS.bind(ClockMessages.ClockView_increment, time);
            case DELAY -> NLS.bind(ClockMessages.ClockView_delay, time);
            case BRONSTEIN -> NLS.bind(ClockMessages.ClockView_bronstein, time);
            case SANDGLASS -> ClockMessages.ClockView_sandglass;
            case NONE -> "";
        };
    }

    /** A face's time: {@code m:ss}, from an hour on {@code h:mm:ss}; tenths under ten seconds. */
    static String time(OptionalLong millis) {
        if (millis.isEmpty()) {
            return ClockMessages.ClockView_noReading;
        }
        long ms = Math.max(0, millis.getAsLong());
        if (ms > 0 && ms < 10_000) {
            return String.format(Locale.ROOT, "0:%02d.%d", ms / 1000, ms % 1000 / 100);
        }
        return IncidentText.time(ms);
    }

    /** The period line of a face: "Period 2 · move 3 of 20", or "Period 1 · move 12" when it covers the rest. */
    static String period(ClockFace face) {
        String moves = face.periodMoves() > 0
                ? NLS.bind(ClockMessages.ClockView_periodMoves, face.movesInPeriod(), face.periodMoves())
                : NLS.bind(ClockMessages.ClockView_moves, face.moves());
        return NLS.bind(ClockMessages.ClockView_period, face.period()) + " \u00b7 " + moves;
    }
}
