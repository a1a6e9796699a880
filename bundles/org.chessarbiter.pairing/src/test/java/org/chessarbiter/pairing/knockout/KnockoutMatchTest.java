package org.chessarbiter.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;

import org.junit.jupiter.api.Test;

/** 001 Điều 25 and 000 Art. 11: two games, two more on a tie, then a drawn colour for one more game or lots. */
class KnockoutMatchTest {

    private static KnockoutMatch play(KnockoutMatch m, int... aPoints) {
        for (int p : aPoints) {
            m = m.record(p).orThrow();
        }
        return m;
    }

    @Test
    void twoGamesWithAlternatingColoursDecideWhenNotLevel() {
        KnockoutMatch m = KnockoutMatch.start(false, TieBreakPolicy.DECIDER_THEN_LOTS);
        assertEquals(new MatchStep.Play(1, false), m.next());
        m = play(m, 10);
        assertEquals(new MatchStep.Play(2, true), m.next());
        m = play(m, 5);
        MatchStep.Decided d = assertInstanceOf(MatchStep.Decided.class, m.next());
        assertTrue(d.aWins());
        assertTrue(d.verdict().format(Locale.ENGLISH).contains("1.5–0.5 after 2 games (001 Điều 25"), d.verdict().format(Locale.ENGLISH));
        assertTrue(d.verdict().format(Locale.forLanguageTag("vi")).contains("1,5–0,5 sau 2 ván"));
        assertFalse(m.record(5).isOk(), "no third game once decided");
    }

    @Test
    void levelAfterTwoPlaysTwoMoreThenDecides() {
        KnockoutMatch m = play(KnockoutMatch.start(true, TieBreakPolicy.DECIDER_THEN_LOTS), 5, 5);
        assertEquals(new MatchStep.Play(3, true), m.next());
        m = play(m, 0, 5);
        MatchStep.Decided d = assertInstanceOf(MatchStep.Decided.class, m.next());
        assertFalse(d.aWins());
    }

    @Test
    void levelAfterFourDrawsColoursForADecidingGameThenLots() {
        KnockoutMatch m = play(KnockoutMatch.start(true, TieBreakPolicy.DECIDER_THEN_LOTS), 10, 0, 5, 5);
        assertEquals(new MatchStep.DrawColours(5), m.next());
        m = m.withDeciderColours(false);
        assertEquals(new MatchStep.Play(5, false), m.next());
        m = play(m, 5);
        assertEquals(new MatchStep.DrawWinner(), m.next());
        MatchStep.Decided d = assertInstanceOf(MatchStep.Decided.class, m.withLot(true).next());
        assertTrue(d.aWins());
        assertTrue(d.verdict().format(Locale.ENGLISH).contains("by lot"));
    }

    @Test
    void decidingGameWon() {
        KnockoutMatch m = play(KnockoutMatch.start(true, TieBreakPolicy.DECIDER_THEN_LOTS), 5, 5, 5, 5)
                .withDeciderColours(true);
        m = play(m, 0);
        assertFalse(assertInstanceOf(MatchStep.Decided.class, m.next()).aWins());
    }

    @Test
    void drawnDeciderEliminatesWhiteUnderArticle11() {
        KnockoutMatch m = play(KnockoutMatch.start(true, TieBreakPolicy.DECIDER_DRAW_ELIMINATES_WHITE), 5, 5, 5, 5)
                .withDeciderColours(true);
        m = play(m, 5);
        MatchStep.Decided d = assertInstanceOf(MatchStep.Decided.class, m.next());
        assertFalse(d.aWins(), "A had white in the deciding game");
        assertTrue(d.verdict().format(Locale.ENGLISH).contains("000 Art. 11"));
    }

    @Test
    void lotsDirectlyAfterFourGames() {
        KnockoutMatch m = play(KnockoutMatch.start(true, TieBreakPolicy.LOTS), 5, 5, 5, 5);
        assertEquals(new MatchStep.DrawWinner(), m.next());
        assertFalse(m.record(5).isOk());
    }

    @Test
    void badGameResultIsAnError() {
        var e = KnockoutMatch.start(true, TieBreakPolicy.LOTS).record(7).errors().get(0);
        assertEquals("aPoints[0]", e.location().toString());
    }
}
