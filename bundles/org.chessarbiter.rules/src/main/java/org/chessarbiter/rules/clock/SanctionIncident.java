package org.chessarbiter.rules.clock;

import java.util.OptionalLong;
import org.chessarbiter.rules.Side;

/**
 * The arbiter sanctions {@code side} (FIDE 2018 12.9; FIDE 2000 13.4; Luật cờ Tướng 2004 Điều 16.1):
 * {@code [%incident sanction side=black type=warning]}, {@code [%incident sanction side=white type=time-from time=1:00]}.
 *
 * @param side the offender
 * @param sanction which sanction
 * @param millis the time of a time sanction (added to the opponent's clock or taken from the offender's); empty otherwise
 */
public record SanctionIncident(Side side, Sanction sanction, OptionalLong millis) implements Incident {

    /** Whether {@code sanction} is given in time (12.9.2, 12.9.3), so that its command needs a {@code time}. */
    public static boolean timed(Sanction sanction) {
        return sanction == Sanction.TIME_TO_OPPONENT || sanction == Sanction.TIME_FROM_OFFENDER;
    }
}
