package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.junit.jupiter.api.Test;

/**
 * Withdrawals as the seeds say. A five-player round robin (each plays 4 games, one free round):
 * <pre>
 * R1 A-B 1-0  C-D =    E free
 * R2 A-C =    B-E 0-1  D free
 * R3 A-D 1-0  C-E 1-0  B free
 * R4 A-E *    B-D 1-0  C free
 * R5 B-C 0-1  D-E *    A free
 * </pre>
 * E withdraws after round 3 having played 2 of his 4 games: exactly half.
 */
class WithdrawalTest {

    static Tournament roundRobin(GameKind game, int lastRound) {
        return Fixture.of(game, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D =", "E U")
                .round("A-C =", "B-E 0-1", "D U")
                .round("A-D 1-0", "C-E 1-0", "B U")
                .round("A-E *", "B-D 1-0", "C U")
                .round("B-C 0-1", "D-E *", "A U")
                .build().withWithdrawal(new Withdrawal(Fixture.p('E'), lastRound));
    }

    static StandingsContext ctx(Tournament t, WithdrawalRule rule) {
        return StandingsContext.of(t, rule, 5, C07Edition.V2026);
    }

    /** The free round of a 5-player round robin scores nothing here: scoring without PAB points. */
    static Tournament noFreeRoundPoints(Tournament t) {
        return t.withScoring(t.scoring().withPairingBye(org.chessarbiter.tournament.core.Points.ZERO));
    }

    /**
     * Điều 21.5.1: half played ("nửa số trận đấu trở xuống") annuls all of E's games and his
     * opponents' points from them (X): A 1 + 0.5 + 1 = 2.5; B 0 + 1 + 0 = 1; C 0.5 + 0.5 + 1 = 2;
     * D 0.5 + 0 + 0 = 0.5; E 0.
     */
    @Test
    void xiangqiRoundRobinAnnulsAtHalf() {
        StandingsContext c = ctx(noFreeRoundPoints(roundRobin(GameKind.XIANGQI, 3)), WithdrawalRule.xiangqiRoundRobin());
        Check.scores(c, "2.5", "1", "2", "0.5", "0");
        assertEquals(Outcome.ANNULLED, c.cell(1, 2).outcome(), "B's game with E is marked X");
        assertEquals(Outcome.ANNULLED, c.cell(0, 4).outcome(), "A's unplayed game with E is marked X");
    }

    /**
     * 000 Part 2 Art. 4.2-4.3: annulled only if fewer than half were played; with exactly half the
     * results stand and the unplayed games go to the opponents (+): A 1 + 0.5 + 1 + 1 = 3.5; B 1;
     * C 0.5 + 0.5 + 1 + 1 = 3; D 0.5 + 0 + 0 + 1 = 1.5; E 1 (his win over B stands).
     */
    @Test
    void chessRoundRobinKeepsAtHalf() {
        StandingsContext c = ctx(noFreeRoundPoints(roundRobin(GameKind.CHESS, 3)), WithdrawalRule.chessPart2());
        Check.scores(c, "3.5", "1", "3", "1.5", "1");
        assertEquals(Outcome.FORFEIT_WIN, c.cell(3, 5).outcome());
        assertEquals(Outcome.FORFEIT_LOSS, c.cell(4, 5).outcome());
    }

    /** Fewer than half (1 of 4, withdrawn after round 2): annulled under both rules. */
    @Test
    void fewerThanHalfAnnulsUnderBoth() {
        for (WithdrawalRule rule : new WithdrawalRule[] {WithdrawalRule.chessPart2(), WithdrawalRule.xiangqiRoundRobin()}) {
            StandingsContext c = ctx(noFreeRoundPoints(roundRobin(GameKind.CHESS, 2)), rule);
            Check.scores(c, "2.5", "1", "2", "0.5", "0");
        }
    }

    /** More than half (E also plays A in round 4 and loses, withdraws after round 4): D wins the last game by forfeit. */
    @Test
    void moreThanHalfGivesRemainingGamesToOpponents() {
        Tournament t = Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D =", "E U")
                .round("A-C =", "B-E 0-1", "D U")
                .round("A-D 1-0", "C-E 1-0", "B U")
                .round("A-E 1-0", "B-D 1-0", "C U")
                .round("B-C 0-1", "D-E *", "A U")
                .build().withWithdrawal(new Withdrawal(Fixture.p('E'), 4));
        StandingsContext c = ctx(noFreeRoundPoints(t), WithdrawalRule.xiangqiRoundRobin());
        Check.scores(c, "3.5", "1", "3", "1.5", "1");
    }

    /**
     * Điều 21.5.2 (Swiss): results stand however few games were played; whoever is paired with the
     * withdrawn player wins ("0" for him, "X" for the opponent).
     */
    @Test
    void swissKeepsResultsAndOpponentWins() {
        Tournament t = Fixture.of(GameKind.XIANGQI, CompetitionSystem.SWISS_DUTCH, 0, 0, 0, 0)
                .round("A-B 0-1", "C-D 1-0")
                .round("B-C *", "D-A 1-0")
                .build().withWithdrawal(new Withdrawal(Fixture.p('B'), 1));
        StandingsContext c = StandingsContext.of(t);
        Check.scores(c, "0", "1", "2", "1");
        assertEquals(Outcome.FORFEIT_WIN, c.cell(2, 2).outcome());
    }

    /** 000 Art. 4.4: a game lost by forfeit (lateness) counts in the ranking like a lost game: the opponent is in the Bécgơ sum. */
    @Test
    void forfeitCountsLikeAResult() {
        Tournament t = Fixture.of(GameKind.CHESS, CompetitionSystem.ROUND_ROBIN, 0, 0, 0)
                .round("A-B +-", "C U")
                .round("B-C 1-0", "A U")
                .round("C-A =", "B U")
                .build().withScoring(org.chessarbiter.tournament.core.Scoring.fide().withPairingBye(org.chessarbiter.tournament.core.Points.ZERO));
        StandingsContext c = StandingsContext.of(t);
        Check.scores(c, "1.5", "1", "0.5");
        // A: forfeit win over B (1) + half of C's 0.5 = 1.25
        values(c, new SeedSonnebornBerger(), "1.25", "0.5", "0.75");
    }

    private static void values(StandingsContext c, TieBreak tb, String... v) {
        Check.values(c, tb, v);
    }
}
