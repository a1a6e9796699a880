package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The regulations' choice for rapid and blitz games (FIDE 2018 A.5, B.5): the Competition Rules where each game is
 * supervised (A.3, B.3) or the rules of A.4 (B.4); what changes on the clock: the articles a verdict cites and the
 * illegal move found only after the opponent's next move (A.4.2).
 */
class SupervisionTest {
    private static final MatePossibility CAN = MatePossibility.ALWAYS;

    private static ClockArbiter running(ClockLaw law, String control, Supervision supervision) {
        return ClockArbiter.of(law, tc(control)).withSupervision(supervision).start(Side.FIRST, 0);
    }

    @Test
    @DisplayName("FIDE 2018 A.5: regulations that say nothing are taken to choose A.4")
    void fide2018_A_5_defaultIsA4() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("900+10"));
        assertEquals(Supervision.RAPID_RULES, a.supervision());
        assertEquals(Supervision.COMPETITION_RULES, a.withSupervision(Supervision.COMPETITION_RULES).supervision());
        assertEquals("the rapid rules of A.4", en(Supervision.RAPID_RULES.message()));
        assertEquals("Luật thi đấu, mỗi ván có trọng tài giám sát", vi(Supervision.COMPETITION_RULES.message()));
    }

    @Test
    @DisplayName("FIDE 2018 A.4.2: under A.4 an illegal move found after the opponent's next move stands, uncounted")
    void fide2018_A_4_2_illegalMoveStandsOnceTheOpponentMoved() {
        Ruling r = running(FIDE_2018, "900+10", Supervision.RAPID_RULES).illegalMove(Side.FIRST, true, 5_000, CAN);
        assertEquals("The illegal move of White was found only after Black had moved: it stands and the game goes on (FIDE 2018 A.4.2)",
                en(r.message()));
        assertEquals(0, r.after().illegalMoves(Side.FIRST), "not counted");
        assertEquals(15 * MIN, r.after().clock().remaining(Side.SECOND, 5_000), "no time to the opponent");
        assertTrue(r.outcome().isEmpty());
        // found before the opponent moved: 7.5.5 with A.4.2
        Ruling inTime = running(FIDE_2018, "900+10", Supervision.RAPID_RULES).illegalMove(Side.FIRST, false, 5_000, CAN);
        assertEquals(1, inTime.after().illegalMoves(Side.FIRST));
        assertTrue(en(inTime.message()).endsWith("(FIDE 2018 7.5.5, A.4.2)"), en(inTime.message()));
    }

    @Test
    @DisplayName("FIDE 2018 A.3.1, 7.5.1, 7.5.5: under the Competition Rules an illegal move found later is still penalised, citing 7.5.5 alone")
    void fide2018_A_3_competitionRulesPenaliseALateFoundIllegalMove() {
        Ruling r = running(FIDE_2018, "900+10", Supervision.COMPETITION_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals(1, r.after().illegalMoves(Side.FIRST));
        assertEquals(17 * MIN, r.after().clock().remaining(Side.SECOND, 0));
        assertEquals("Illegal move number 1 by White: 2:00 added to the clock of Black (FIDE 2018 7.5.5)", en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 A.3, 6.9: the flag of a rapid game under the Competition Rules cites 6.9 alone; under A.4, A.4.3 too")
    void fide2018_A_3_and_A_4_3_flagCitations() {
        Ruling competition = running(FIDE_2018, "900", Supervision.COMPETITION_RULES).flag(900_001, false, CAN).orElseThrow();
        assertEquals("FIDE 2018 6.9", competition.decision().citation());
        Ruling rapid = running(FIDE_2018, "900", Supervision.RAPID_RULES).flag(900_001, false, CAN).orElseThrow();
        assertEquals("FIDE 2018 6.9, A.4.3", rapid.decision().citation());
    }

    @Test
    @DisplayName("FIDE 2018 B.3, B.2: blitz under the Competition Rules keeps the one-minute penalty; under B.4 a late-found illegal move stands (A.4.2)")
    void fide2018_B_3_and_B_4_blitz() {
        Ruling supervised = running(FIDE_2018, "180+2", Supervision.COMPETITION_RULES).illegalMove(Side.SECOND, true, 0, CAN);
        assertEquals(4 * MIN, supervised.after().clock().remaining(Side.FIRST, 0), "3 minutes + 1 minute (B.2)");
        assertTrue(en(supervised.message()).endsWith("(FIDE 2018 7.5.5, B.2)"), en(supervised.message()));
        Ruling rapidRules = running(FIDE_2018, "180+2", Supervision.RAPID_RULES).illegalMove(Side.SECOND, true, 0, CAN);
        assertEquals("FIDE 2018 A.4.2, B.4", rapidRules.decision().citation());
        assertEquals(0, rapidRules.after().illegalMoves(Side.SECOND));
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5: a standard game has no A.4: an illegal move found later is penalised whatever the choice")
    void fide2018_7_5_5_standardGamesIgnoreTheChoice() {
        Ruling r = running(FIDE_2018, "5400+30", Supervision.RAPID_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals(1, r.after().illegalMoves(Side.FIRST));
    }

    @Test
    @DisplayName("FIDE 2000 B5(b), C2: in rapid and blitz the right to claim an illegal move is lost once the opponent touched a piece")
    void fide2000_B5b_illegalMoveStands() {
        Ruling rapid = running(FIDE_2000, "1800", Supervision.COMPETITION_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals("FIDE 2000 B5(b)", rapid.decision().citation());
        assertEquals(0, rapid.after().illegalMoves(Side.FIRST));
        Ruling blitz = running(FIDE_2000, "300", Supervision.RAPID_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals("FIDE 2000 B5(b), C2", blitz.decision().citation());
        assertTrue(blitz.outcome().isEmpty(), "the blitz illegal move of C3 no longer loses");
        Ruling standard = running(FIDE_2000, "7200", Supervision.RAPID_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals(1, standard.after().illegalMoves(Side.FIRST), "standard: 7.4(b) applies");
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 16.3a: xiangqi has no such choice; a late-found illegal move is a technical fault")
    void dieu16_3a_xiangqiCountsEveryIllegalMove() {
        Ruling r = running(XIANGQI, "900", Supervision.RAPID_RULES).illegalMove(Side.FIRST, true, 0, CAN);
        assertEquals(1, r.after().illegalMoves(Side.FIRST));
    }
}
