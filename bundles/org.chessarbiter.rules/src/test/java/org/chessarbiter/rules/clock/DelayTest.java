package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Increment, simple delay, Bronstein delay and sandglass on the running clock. */
class DelayTest {

    @Test
    @DisplayName("FIDE 2018 6.3.2: the delay of a move is kept across the arbiter's pause (6.11)")
    void fide2018_6_3_2_delayKeptAcrossAPause() {
        GameClock c = GameClock.of(tc("60d5")).start(Side.FIRST, 0).pause(3 * S).resume(100 * S);
        assertEquals(60 * S, c.remaining(Side.FIRST, 101 * S), "4 s used of the 5 s delay");
        assertEquals(58 * S, c.remaining(Side.FIRST, 104 * S), "7 s used: 2 s of main time");
        c = c.press(104 * S);
        assertEquals(58 * S, c.remaining(Side.FIRST, 200 * S));
    }

    @Test
    @DisplayName("Bronstein delay: the main time runs, the time used up to the delay comes back after the move")
    void bronsteinGivesBackTheTimeUsedUpToTheDelay() {
        GameClock c = GameClock.of(tc("60b5")).start(Side.FIRST, 0);
        assertEquals(57 * S, c.remaining(Side.FIRST, 3 * S), "the face runs during the move");
        c = c.press(3 * S);
        assertEquals(60 * S, c.remaining(Side.FIRST, 3 * S), "3 s used, 3 s back");
        c = c.press(4 * S).press(12 * S); // White used 8 s: 5 s back
        assertEquals(57 * S, c.remaining(Side.FIRST, 12 * S));
    }

    @Test
    @DisplayName("Simple delay and Bronstein give the same time after the move; neither accumulates like an increment (6.3.1)")
    void delayAndBronsteinEndTheMoveAlikeIncrementAccumulates() {
        for (String text : new String[] {"60d5", "60b5"}) {
            GameClock c = GameClock.of(tc(text)).start(Side.FIRST, 0).press(2 * S);
            assertEquals(60 * S, c.remaining(Side.FIRST, 2 * S), text);
        }
        GameClock inc = GameClock.of(tc("60+5")).start(Side.FIRST, 0).press(2 * S);
        assertEquals(63 * S, inc.remaining(Side.FIRST, 2 * S));
    }

    @Test
    @DisplayName("PGN 9.6.1 sandglass (*180): the time one player uses is added to the other's")
    void sandglassMovesTimeToTheOpponent() {
        GameClock c = GameClock.of(tc("*180")).start(Side.FIRST, 0);
        assertEquals(190 * S, c.remaining(Side.SECOND, 10 * S), "grows while White thinks");
        c = c.press(10 * S).press(14 * S);
        assertEquals(174 * S, c.remaining(Side.FIRST, 14 * S));
        assertEquals(186 * S, c.remaining(Side.SECOND, 14 * S));
    }
}
