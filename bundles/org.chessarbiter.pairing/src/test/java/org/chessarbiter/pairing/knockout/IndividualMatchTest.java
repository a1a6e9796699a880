package org.chessarbiter.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.pairing.knockout.IndividualMatch.Format;
import org.chessarbiter.pairing.knockout.IndividualMatch.State;
import org.junit.jupiter.api.Test;

/** 000 Art. 8: fixed number of games, first to a score, first to a number of wins. */
class IndividualMatchTest {

    private static IndividualMatch play(IndividualMatch m, int... points) {
        for (int p : points) {
            m = m.record(p).orThrow();
        }
        return m;
    }

    @Test
    void fixedNumberOfGamesEndsLevelOrDecidedEarlyWhenOutOfReach() {
        IndividualMatch m = IndividualMatch.of(Format.FIXED_GAMES, 4, true).orThrow();
        assertEquals(State.DRAWN, play(m, 10, 0, 5, 5).state());
        // 3-0 after three games of four: B cannot reach 2 points any more
        assertEquals(State.A_WINS, play(m, 10, 10, 10).state());
        assertEquals(State.PLAYING, play(m, 10, 10).state());
        assertFalse(play(m, 10, 10, 10).record(5).isOk());
    }

    @Test
    void firstToPointsAndFirstToWins() {
        IndividualMatch p = IndividualMatch.of(Format.FIRST_TO_POINTS, 25, false).orThrow();
        assertEquals(State.B_WINS, play(p, 5, 0, 5, 0).state(), "B reaches 2.5 points");
        IndividualMatch w = IndividualMatch.of(Format.FIRST_TO_WINS, 2, false).orThrow();
        assertEquals(State.PLAYING, play(w, 5, 5, 5, 10).state(), "draws do not count");
        assertEquals(State.A_WINS, play(w, 5, 5, 5, 10, 10).state());
    }

    @Test
    void coloursAlternate() {
        IndividualMatch m = IndividualMatch.of(Format.FIXED_GAMES, 6, false).orThrow();
        assertFalse(m.aWhiteIn(1));
        assertTrue(m.aWhiteIn(2));
        assertFalse(m.aWhiteIn(3));
    }

    @Test
    void badInputIsAnError() {
        assertEquals("target", IndividualMatch.of(Format.FIRST_TO_WINS, 0, true).errors().get(0).location().toString());
        assertEquals("aPoints[0]", IndividualMatch.of(Format.FIXED_GAMES, 2, true).orThrow().record(3).errors().get(0).location().toString());
    }
}
