package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Side;

/**
 * The arbiter corrects the clock of {@code side}: {@code [%incident time side=black add=2:00]}, {@code take=1:00},
 * {@code set=1:05:00} or {@code moves=40} (FIDE 2018 6.10, 7.1, 12.9.2, 12.9.3; FIDE 2000 6.11, 6.14, 13.4;
 * Luật cờ Tướng 2004 Điều 10.2.3, 20.4 b.3).
 *
 * @param side whose clock
 * @param action what the arbiter does
 * @param value milliseconds, or the number of moves for {@link Action#MOVES}
 */
public record TimeIncident(Side side, Action action, long value) implements Incident {

    public TimeIncident {
        if (value < 0) {
            throw new IllegalArgumentException("a time correction is not negative: the action says add or take");
        }
    }

    /** The correction (each an {@link ArbiterAction}). */
    public enum Action {
        /** Time added. */
        ADD(ArbiterAction.ADD_TIME),
        /** Time taken. */
        TAKE(ArbiterAction.TAKE_TIME),
        /** The face set to a time. */
        SET(ArbiterAction.SET_FACE),
        /** The move counter set to a number of moves. */
        MOVES(ArbiterAction.MOVE_COUNTER);

        private final ArbiterAction arbiterAction;

        Action(ArbiterAction arbiterAction) {
            this.arbiterAction = arbiterAction;
        }

        /** The arbiter's action of the clock engine. */
        public ArbiterAction arbiterAction() {
            return arbiterAction;
        }
    }
}
