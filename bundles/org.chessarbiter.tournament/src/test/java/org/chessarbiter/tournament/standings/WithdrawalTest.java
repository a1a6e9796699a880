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
        return roundRobin(game, "1-0", "*", lastRound);
    }

    /** The class comment's round robin with the results of C-E (round 3) and A-E (round 4) given. */
    static Tournament roundRobin(GameKind game, String ce, String ae, int lastRound) {
        return Fixture.of(game, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D =", "E U")
                .round("A-C =", "B-E 0-1", "D U")
                .round("A-D 1-0", "C-E " + ce, "B U")
                .round("A-E " + ae, "B-D 1-0", "C U")
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

    /**
     * The seed's own example (Điều 21.5.1 "như 8 trận chỉ chơi 4 trận"): nine players, eight games
     * each (circle method, one free round each), every game a win for the lower start number. Player
     * 9 withdraws having played 4 of his 8 games: all his games are annulled (X), under 000 Art. 4.2
     * they are not (4 is not fewer than half); with 5 played the results stand under both.
     */
    @Test
    void seedExampleFourOfEight() {
        assertEquals(Outcome.ANNULLED, gameOfNineWithOpponent(WithdrawalRule.xiangqiRoundRobin(), 4));
        assertEquals(Outcome.FORFEIT_WIN, gameOfNineWithOpponent(WithdrawalRule.chessPart2(), 4));
        assertEquals(Outcome.FORFEIT_WIN, gameOfNineWithOpponent(WithdrawalRule.xiangqiRoundRobin(), 5));
    }

    /** Builds the 9-player round robin, withdraws player 9 after his {@code played}-th game, returns the outcome of an opponent's last game with him. */
    private static Outcome gameOfNineWithOpponent(WithdrawalRule rule, int played) {
        int n = 10; // circle method with a dummy 10th player: the one paired with 10 is free
        java.util.List<org.chessarbiter.tournament.core.Round> rounds = new java.util.ArrayList<>();
        int gamesOfNine = 0;
        int lastRound = 0;
        int lastOpponent = 0;
        for (int r = 1; r <= n - 1; r++) {
            java.util.List<org.chessarbiter.tournament.core.Pairing> ps = new java.util.ArrayList<>();
            java.util.List<org.chessarbiter.tournament.core.Bye> byes = new java.util.ArrayList<>();
            for (int k = 0; k < n / 2; k++) {
                int a = k == 0 ? n : (r + k - 1) % (n - 1) + 1;
                int b = (r - k - 1 + 2 * (n - 1)) % (n - 1) + 1;
                if (a == n || b == n) {
                    byes.add(new org.chessarbiter.tournament.core.Bye(a == n ? b : a, org.chessarbiter.tournament.core.ByeKind.ZERO_POINT));
                    continue;
                }
                int first = Math.min(a, b);
                int second = Math.max(a, b);
                boolean afterWithdrawal = second == 9 && gamesOfNine >= played;
                if (second == 9 && !afterWithdrawal) {
                    gamesOfNine++;
                    lastRound = r;
                }
                if (second == 9) {
                    lastOpponent = first;
                }
                ps.add(org.chessarbiter.tournament.core.Pairing.of(ps.size() + 1, first, second,
                        afterWithdrawal ? org.chessarbiter.tournament.core.GameResult.NOT_YET_PLAYED : org.chessarbiter.tournament.core.GameResult.FIRST_WINS));
            }
            rounds.add(new org.chessarbiter.tournament.core.Round(r, "", true, ps, byes));
        }
        java.util.List<org.chessarbiter.tournament.core.Player> players = new java.util.ArrayList<>();
        for (int i = 1; i <= 9; i++) {
            players.add(org.chessarbiter.tournament.core.Player.of(i, "P" + i, 0));
        }
        Tournament t = Tournament.of(org.chessarbiter.tournament.core.TournamentInfo.of("9", GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 9),
                players, rounds).withWithdrawal(new Withdrawal(9, lastRound));
        StandingsContext c = StandingsContext.of(t, rule, 9, C07Edition.V2026);
        int o = c.grid().index(lastOpponent);
        for (int r = 9; r >= 1; r--) {
            if (c.cell(o, r).opponent() == 9) {
                return c.cell(o, r).outcome();
            }
        }
        throw new AssertionError("no game with player 9");
    }

    /**
     * 000 Art. 4.3: E withdraws after round 4 with his round-3 game against C adjourned (counted as
     * played: 3 of 4, results stand); C gets the point of the adjourned game, D wins round 5 by forfeit.
     */
    @Test
    void adjournedGameOfAWithdrawnPlayerGoesToTheOpponent() {
        Tournament t = roundRobin(GameKind.CHESS, "adj", "0-1", 4);
        StandingsContext c = ctx(noFreeRoundPoints(t), WithdrawalRule.chessPart2());
        assertEquals(Outcome.FORFEIT_WIN, c.cell(2, 3).outcome());
        assertEquals(Outcome.FORFEIT_WIN, c.cell(3, 5).outcome());
        Check.scores(c, "2.5", "1", "3", "1.5", "2");
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
        Tournament t = roundRobin(GameKind.XIANGQI, "1-0", "1-0", 4);
        StandingsContext c = ctx(noFreeRoundPoints(t), WithdrawalRule.xiangqiRoundRobin());
        Check.scores(c, "3.5", "1", "3", "1.5", "1");
    }

    /**
     * Điều 21.5.2 (Swiss): results stand however few games were played; whoever is paired with the
     * withdrawn player wins ("0" for him, "X" for the opponent).
     */
    @Test
    void swissKeepsResultsAndOpponentWins() {
        Tournament t = Fixture.xiangqiSwissWithdrawal();
        StandingsContext c = StandingsContext.of(t);
        Check.scores(c, "0", "1", "2", "1");
        assertEquals(Outcome.FORFEIT_WIN, c.cell(2, 2).outcome());
    }

    /**
     * 000 Part 2 Art. 4.2 (printed "4.1" a second time in the seed) in a chess Swiss: a player who
     * withdraws having played fewer than half of his games has no result counted for the ranking
     * ("không được tính để xếp hạng"; the games played count only for norms, "chỉ được tính (đấu theo
     * hệ Thụy Sĩ) để phong cấp"). B wins his only game and withdraws after round 1 of 4: the win and
     * A's loss are annulled (X), B scores 0. The seeds' default rule for a chess Swiss is this one.
     */
    @Test
    void chessSwissWithdrawnBeforeHalfHasNoResultCountedForTheRanking() {
        Tournament t = Fixture.of(GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 0, 0, 0, 0)
                .round("A-B 0-1", "C-D 1-0")
                .round("A-C 1-0", "D U")
                .round("C-D =", "A U")
                .round("A-D 1-0", "C U")
                .build().withWithdrawal(new Withdrawal(Fixture.p('B'), 1));
        assertEquals(WithdrawalRule.chessPart2(), WithdrawalRule.defaultFor(t.info()));
        StandingsContext c = StandingsContext.of(t);
        assertEquals(Outcome.ANNULLED, c.cell(1, 1).outcome(), "B's win is not counted");
        assertEquals(Outcome.ANNULLED, c.cell(0, 1).outcome(), "nor A's loss");
        Check.scores(c, "3", "0", "2.5", "1.5");
    }

    /** 000 Part 2 Art. 4.3 in a chess Swiss: having played half of his games, his results stand. */
    @Test
    void chessSwissWithdrawnAtHalfKeepsHisResults() {
        Tournament t = Fixture.of(GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 0, 0, 0, 0)
                .round("A-B 0-1", "C-D 1-0")
                .round("B-C =", "D-A 1-0")
                .round("A-C 1-0", "D U")
                .round("A-D 1-0", "C U")
                .build().withWithdrawal(new Withdrawal(Fixture.p('B'), 2));
        StandingsContext c = StandingsContext.of(t);
        Check.scores(c, "2", "1.5", "2.5", "2");
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
