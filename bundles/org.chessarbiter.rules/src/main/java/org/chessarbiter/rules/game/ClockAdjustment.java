package org.chessarbiter.rules.game;

import java.util.Optional;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.TimeControl;

/**
 * Time the incident log says the arbiter added to, took from or set on a clock, or the control the clocks were
 * set to ({@link IncidentCheck}), for the check of the clock readings that follow ({@link ClockCheck}).
 *
 * @param ply the number of half-moves played before it (0: before the first move)
 * @param side whose clock
 * @param millis the time added (negative: taken), or the face set
 * @param face whether {@code millis} is the face set rather than a change
 * @param control the control both clocks are set to from here on (FIDE 2018 III.4), if they are
 */
record ClockAdjustment(int ply, Side side, long millis, boolean face, Optional<TimeControl> control) {

    /** Time added, taken or set. */
    ClockAdjustment(int ply, Side side, long millis, boolean face) {
        this(ply, side, millis, face, Optional.empty());
    }

    /** Both clocks set to {@code control}, their faces kept. */
    static ClockAdjustment newControl(int ply, TimeControl control) {
        return new ClockAdjustment(ply, Side.FIRST, 0, false, Optional.of(control));
    }
}
