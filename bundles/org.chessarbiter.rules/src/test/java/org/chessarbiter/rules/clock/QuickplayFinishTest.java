package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The quickplay finish: the claim with less than two minutes, the increment request, where they apply. */
class QuickplayFinishTest {

    /** White, to move in the final period of {@code control}, has {@code left} on the clock; clocks stopped. */
    private static ClockArbiter shortOfTime(ClockLaw law, String control, long left) {
        return ClockArbiter.of(law, tc(control)).start(Side.FIRST, 0).setFace(Side.FIRST, left, 0).after().pause(0);
    }

    @Test
    @DisplayName("FIDE 2018 III.5.1: the arbiter agrees the opponent cannot win by normal means: draw")
    void fide2018_III_5_1_draw() {
        Ruling r = shortOfTime(FIDE_2018, "5400", 90 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0);
        assertEquals(ClockTermination.QUICKPLAY_FINISH, r.outcome().orElseThrow().termination());
        assertTrue(r.outcome().orElseThrow().isDraw());
        assertEquals("The arbiter accepts the claim of White: draw (FIDE 2018 III.5.1)", en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 III.5.2, III.5.3: postponed or rejected, the opponent gets two minutes")
    void fide2018_III_5_2_and_5_3_twoMinutes() {
        ClockArbiter a = shortOfTime(FIDE_2018, "5400", 90 * S);
        for (QuickplayFinding f : new QuickplayFinding[] {QuickplayFinding.POSTPONED, QuickplayFinding.REJECTED}) {
            Ruling r = a.quickplayClaim(Side.FIRST, f, 0);
            assertTrue(r.outcome().isEmpty());
            assertEquals(92 * MIN, r.after().clock().remaining(Side.SECOND, 0), f.name());
        }
    }

    @Test
    @DisplayName("FIDE 2018 III.2.2, III.1, III.5: no claim with an increment, in blitz, before the final period, with 2 minutes or more")
    void fide2018_III_2_2_whereTheClaimCannotBeMade() {
        assertTrue(en(shortOfTime(FIDE_2018, "5400+30", 90 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0).message())
                .endsWith("not in a game with an increment or delay (FIDE 2018 III.2.2)"));
        assertTrue(en(shortOfTime(FIDE_2018, "300", 90 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0).message())
                .contains("not in blitz"));
        Ruling early = shortOfTime(FIDE_2018, "40/5400:1800", 90 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0);
        assertTrue(early.outcome().isEmpty());
        assertTrue(en(early.message()).endsWith("(FIDE 2018 III.1)"));
        Ruling enough = shortOfTime(FIDE_2018, "5400", 2 * MIN).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0);
        assertTrue(enough.outcome().isEmpty());
        assertEquals(90 * MIN, enough.after().clock().remaining(Side.SECOND, 0), "a refused claim changes nothing");
    }

    @Test
    @DisplayName("FIDE 2018 III.4: the 5-second increment for both, two minutes to the opponent who refused the draw")
    void fide2018_III_4_incrementRequest() {
        ClockArbiter a = shortOfTime(FIDE_2018, "5400", 90 * S);
        Ruling r = a.incrementRequest(Side.FIRST, false, true, 0);
        assertEquals(92 * MIN, r.after().clock().remaining(Side.SECOND, 0));
        GameClock c = r.after().resume(0).clock().press(10 * S);
        assertEquals(85 * S, c.remaining(Side.FIRST, 10 * S), "90 s - 10 s + 5 s");
        assertTrue(a.incrementRequest(Side.FIRST, true, true, 0).outcome().orElseThrow().isDraw(), "a draw offer accepted");
        assertTrue(a.incrementRequest(Side.FIRST, false, false, 0).after().clock().control().periods().get(0).bonusMillis() == 0);
    }

    @Test
    @DisplayName("FIDE 2000 10.2(a)-(c): the claim with less than two minutes; C4: not in blitz")
    void fide2000_10_2_claim() {
        ClockArbiter a = shortOfTime(FIDE_2000, "40/7200:3600", 100 * S).correctMoves(Side.FIRST, 40).after();
        assertTrue(a.quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0).outcome().orElseThrow().isDraw());
        Ruling rejected = a.quickplayClaim(Side.FIRST, QuickplayFinding.REJECTED, 0);
        assertEquals(122 * MIN, rejected.after().clock().remaining(Side.SECOND, 0));
        assertTrue(en(rejected.message()).endsWith("(FIDE 2000 10.2(c))"));
        Ruling blitz = shortOfTime(FIDE_2000, "300", 100 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0);
        assertTrue(en(blitz.message()).endsWith("(FIDE 2000 C4)"), en(blitz.message()));
        assertTrue(en(a.incrementRequest(Side.FIRST, false, true, 0).message()).endsWith("(FIDE 2000 10.2)"));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1: no quickplay-finish claim in the xiangqi law")
    void dieu10_1_noQuickplayFinish() {
        Ruling r = shortOfTime(XIANGQI, "5400", 60 * S).quickplayClaim(Side.FIRST, QuickplayFinding.DRAW, 0);
        assertTrue(r.outcome().isEmpty());
        assertTrue(en(r.message()).startsWith("Red: this law has no quickplay-finish claim"), en(r.message()));
    }
}
