package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.junit.jupiter.api.Test;

/** C.04.3 art. 1.6 (2017 A.6): colour differences and preferences. */
class ColourStateTest {

    private static PastRound w() {
        return PastRound.played(99, Colour.WHITE, 5);
    }

    private static PastRound b() {
        return PastRound.played(99, Colour.BLACK, 5);
    }

    @Test
    void art1_6_absolutePreferenceWhenColourDifferenceBeyondOne() {
        ColourState s = ColourState.of(List.of(w(), b(), w(), w(), b(), w()));
        // W=4, B=2: difference +2
        assertEquals(2, s.imbalance());
        assertTrue(s.absolute());
        assertEquals(Colour.BLACK, s.preference());
    }

    @Test
    void art1_6_absolutePreferenceAfterTheSameColourInTheTwoLatestGames() {
        ColourState s = ColourState.of(List.of(w(), b(), b()));
        assertEquals(1, s.imbalance());
        assertTrue(s.absolute());
        assertEquals(Colour.BLACK, s.repeated());
        assertEquals(Colour.WHITE, s.preference());
    }

    @Test
    void art1_6_strongPreferenceWhenColourDifferenceIsOne() {
        ColourState s = ColourState.of(List.of(w(), b(), w()));
        assertTrue(s.strong());
        assertFalse(s.absolute());
        assertEquals(Colour.BLACK, s.preference());
    }

    @Test
    void art1_6_mildPreferenceAlternatesFromTheLastGame() {
        ColourState s = ColourState.of(List.of(b(), w()));
        assertFalse(s.strong());
        assertFalse(s.absolute());
        assertEquals(Colour.BLACK, s.preference());
    }

    @Test
    void art1_6_noGamesNoPreference() {
        assertNull(ColourState.of(List.of()).preference());
    }

    @Test
    void unplayedGamesDoNotCountForColours() {
        // a forfeit win "with white" and a bye between two black games: the two latest played
        // games are black, black -> absolute preference for white
        ColourState s = ColourState.of(List.of(b(), new PastRound(7, Colour.WHITE, RoundKind.FORFEIT_WIN, 10),
                PastRound.bye(RoundKind.PAIRING_BYE, 10), b()));
        assertEquals(2, s.imbalance());
        assertEquals(Colour.BLACK, s.repeated());
        assertEquals(Colour.WHITE, s.preference());
    }
}
