package org.chessarbiter.tournament.standings;

import static org.chessarbiter.tournament.standings.Check.tb;
import static org.chessarbiter.tournament.standings.Check.values;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.junit.jupiter.api.Test;

/**
 * One hand-made Swiss tournament with a pairing-allocated bye, a withdrawal and an absence; every
 * tie-break value below is worked out in the comments from the definitions.
 *
 * <pre>
 * ratings  A 2000, B 1900, C 1800, D 1700, E 1600
 * R1  A-B 1-0   C-D 1-0   E bye(U)      after R1: A1 B0 C1 D0 E1
 * R2  A-C =     E-B 0-1   D bye(U)      after R2: A1.5 B1 C1.5 D1 E1
 * R3  E-A 1-0   B-C 0-1   D withdrew after R2 (not paired)
 * final: A 1.5, B 1, C 2.5, D 1, E 2
 * </pre>
 */
class SwissTieBreaksTest {

    static Tournament tournament() {
        return Fixture.of(GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 2000, 1900, 1800, 1700, 1600)
                .round("A-B 1-0", "C-D 1-0", "E U")
                .round("A-C =", "E-B 0-1", "D U")
                .round("E-A 1-0", "B-C 0-1")
                .build().withWithdrawal(new Withdrawal(Fixture.p('D'), 2));
    }

    static StandingsContext ctx(C07Edition e) {
        return StandingsContext.of(tournament(), WithdrawalRule.chessPart2(), 3, e);
    }

    @Test
    void scores() {
        Check.scores(ctx(C07Edition.V2026), "1.5", "1", "2.5", "1", "2");
    }

    /**
     * 000 Art. 14.5: D withdrew with 1 point after R2; his score group then was B and E (1 point),
     * whose final scores average (1 + 2) / 2 = 1.5. The lowest final score is 1 (B, D).
     * A: B 1 + C 2.5 + E 2 = 5.5; B: A 1.5 + E 2 + C 2.5 = 6; C: D 1.5 + A 1.5 + B 1 = 4;
     * D: C 2.5 + bye 1 + absent 0 = 3.5; E: bye 1 + B 1 + A 1.5 = 3.5.
     */
    @Test
    void seedBuchholzWithWithdrawnOpponentAndBye() {
        values(ctx(C07Edition.V2026), new SeedBuchholz(), "5.5", "6", "4", "3.5", "3.5");
    }

    /**
     * C.07 16.3: D's absent R3 comes after his last non-voluntary round (R2, a PAB) and counts as a
     * draw: D's adjusted score 0 + 1 + 0.5 = 1.5. 16.4 (2024): own unplayed rounds count the
     * player's own score: E's PAB 2, D's PAB and absence 1 each.
     * A 1 + 2.5 + 2 = 5.5; B 1.5 + 2 + 2.5 = 6; C 1.5 + 1.5 + 1 = 4; D 2.5 + 1 + 1 = 4.5; E 2 + 1 + 1.5 = 4.5.
     * 2026 caps the dummy at a draw per round (1.5) for rounds without opponent: E 1.5 + 1 + 1.5 = 4.
     */
    @Test
    void buchholzBothEditions() {
        values(ctx(C07Edition.V2024), tb("BH", C07Edition.V2024), "5.5", "6", "4", "4.5", "4.5");
        values(ctx(C07Edition.V2026), tb("BH", C07Edition.V2026), "5.5", "6", "4", "4.5", "4");
    }

    /**
     * Cut-1 drops the least significant contribution, a voluntary unplayed round first: D drops his
     * absence (1) although no lower value exists; the others drop their lowest opponent:
     * A 5.5 - 1 = 4.5; B 6 - 1.5 = 4.5; C 4 - 1 = 3; D 4.5 - 1 = 3.5; E (2024) 4.5 - 1 = 3.5,
     * E (2026) 4 - 1 = 3. Median-1 also drops the highest: A 2.5 -> 2; B 2.5 -> 2; C 1.5; D 2.5 -> 1;
     * E 2024: 2 and 1 dropped -> 1.5.
     */
    @Test
    void buchholzCutAndMedian() {
        values(ctx(C07Edition.V2024), tb("BH/C1", C07Edition.V2024), "4.5", "4.5", "3", "3.5", "3.5");
        values(ctx(C07Edition.V2026), tb("BH/C1", C07Edition.V2026), "4.5", "4.5", "3", "3.5", "3");
        values(ctx(C07Edition.V2024), tb("BH/M1", C07Edition.V2024), "2", "2", "1.5", "1", "1.5");
        values(ctx(C07Edition.V2024), tb("BH/C2", C07Edition.V2024), "2.5", "2.5", "1.5", "2.5", "2");
    }

    /**
     * Forfeits (C.07 16.4): R1 A-B +- (A wins by forfeit), C-D 1-0; R2 A-C =, B-D 0-1. Scores A 1.5,
     * B 0, C 1.5, D 1. A's forfeit win is an unplayed round with an opponent: the dummy scores A's own
     * 1.5 (2024) or, capped at B's adjusted score, 0 (2026). A: 1.5 + C 1.5 = 3 (2024), 0 + 1.5 = 1.5
     * (2026); B: own 0 + D 1 = 1; C: D 1 + A 1.5 = 2.5; D: C 1.5 + B 0 = 1.5. BH/C1 (2024): A drops one
     * 1.5 -> 1.5; B drops his forfeit loss (voluntary) -> 1; C drops 1 -> 1.5; D drops 0 -> 1.5.
     */
    @Test
    void forfeitsInBuchholz() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_DUTCH).round("A-B +-", "C-D 1-0").round("A-C =", "B-D 0-1").build();
        StandingsContext c24 = StandingsContext.of(t, WithdrawalRule.xiangqiSwiss(), 2, C07Edition.V2024);
        StandingsContext c26 = StandingsContext.of(t, WithdrawalRule.xiangqiSwiss(), 2, C07Edition.V2026);
        values(c24, tb("BH", C07Edition.V2024), "3", "1", "2.5", "1.5");
        values(c26, tb("BH", C07Edition.V2026), "1.5", "1", "2.5", "1.5");
        values(c24, tb("BH/C1", C07Edition.V2024), "1.5", "1", "1.5", "1.5");
    }

    /**
     * Fore Buchholz: the last round counts as a draw for everyone paired in it. Fore scores: A 1 + 0.5
     * + 0.5 = 2, B 0 + 1 + 0.5 = 1.5, C 1 + 0.5 + 0.5 = 2, E 1 + 0 + 0.5 = 1.5; D (not paired in R3)
     * keeps his adjusted 1.5. A: B 1.5 + C 2 + E 1.5 = 5; B: A 2 + E 1.5 + C 2 = 5.5; C: D 1.5 + A 2 +
     * B 1.5 = 5; D: C 2 + PAB 1 + absent 1 = 4; E: PAB min(1.5, 1.5) + B 1.5 + A 2 = 5.
     */
    @Test
    void foreBuchholz() {
        values(ctx(C07Edition.V2026), tb("FB", C07Edition.V2026), "5", "5.5", "5", "4", "5");
    }

    /**
     * SB: opponent score times points scored. A: B 1x1 + C 2.5x0.5 + E 2x0 = 2.25; B: E 2x1 = 2;
     * C: D 1.5x1 + A 1.5x0.5 + B 1x1 = 3.25; D: PAB (own 1)x1 = 1; E: PAB 2x1 + A 1.5x1 = 3.5 (2024),
     * PAB capped 1.5 -> 3 (2026). SB/C1 (2024): A drops E (2, value 0)... lowest opponent score is
     * B (1): 2.25 - 1 = 1.25; B drops B's lowest opponent A (1.5, value 0) -> 2; C drops B (1) -> 2.25;
     * D drops the absence (voluntary, value 0) -> 1; E drops B (1, value 0) -> 3.5.
     */
    @Test
    void sonnebornBerger() {
        values(ctx(C07Edition.V2024), tb("SB", C07Edition.V2024), "2.25", "2", "3.25", "1", "3.5");
        values(ctx(C07Edition.V2026), tb("SB", C07Edition.V2026), "2.25", "2", "3.25", "1", "3");
        values(ctx(C07Edition.V2024), tb("SB/C1", C07Edition.V2024), "1.25", "2", "2.25", "1", "3.5");
    }

    /**
     * Seed progressive (000 Art. 14.5): running totals summed. A 1 + 1.5 + 1.5 = 4; B 0 + 1 + 1 = 2;
     * C 1 + 1.5 + 2.5 = 5; D 0 + 1 + 1 = 2; E 1 + 1 + 2 = 4. PS/C1 drops round 1: A 3, B 2, C 4, D 2, E 3.
     */
    @Test
    void progressive() {
        values(ctx(C07Edition.V2026), TieBreakSets.seedProgressive(), "4", "2", "5", "2", "4");
        values(ctx(C07Edition.V2026), tb("PS/C1", C07Edition.V2026), "3", "2", "4", "2", "3");
    }

    /**
     * WIN counts rounds scored as wins (PAB included): A 1, B 1, C 2, D 1 (PAB), E 2 (PAB + R3).
     * WON only games won over the board: A 1, B 1, C 2, D 0, E 1. BPG (played with Black): A R3;
     * B R1, R2; C R2, R3; D R1; E none. BWG: B won R2 as Black, C won R3 as Black.
     */
    @Test
    void counts() {
        StandingsContext c = ctx(C07Edition.V2026);
        values(c, tb("WIN", C07Edition.V2026), "1", "1", "2", "1", "2");
        values(c, tb("WON", C07Edition.V2026), "1", "1", "2", "0", "1");
        values(c, tb("BPG", C07Edition.V2026), "1", "2", "2", "1", "0");
        values(c, tb("BWG", C07Edition.V2026), "0", "1", "1", "0", "0");
    }

    /**
     * Koya: limit 50% of 3 = 1.5; opponents at or above it: A (1.5), C (2.5), E (2).
     * A: vs C 0.5 + vs E 0 = 0.5; B: vs A 0 + vs E 1 + vs C 0 = 1; C: vs A 0.5 = 0.5; D: vs C 0 = 0;
     * E: vs A 1 = 1.
     */
    @Test
    void koya() {
        values(ctx(C07Edition.V2026), tb("KS", C07Edition.V2026), "0.5", "1", "0.5", "0", "1");
    }

    /**
     * ARO over games played: A (B, C, E) = 5300 / 3 = 1766.67 -> 1767; B (A, E, C) 5400/3 = 1800;
     * C (D, A, B) 5600/3 = 1866.67 -> 1867; D (C) 1800; E (B, A) 1950.
     * ARO/C1 drops the lowest rating met: A (1900+1800)/2 = 1850, B (2000+1800)/2 = 1900,
     * C (2000+1900)/2 = 1950, D none left (0), E 2000 (as the tie-break server does for 2024 and 2026).
     * TPR = ARO + dp(p): A 1.5/3 = 0.50 -> 1767; B 1/3 = 0.33 -> -125 -> 1675; C 2.5/3 = 0.83 -> +273
     * -> 2140; D 0/1 -> -800 -> 1000; E 1/2 -> 1950.
     */
    @Test
    void ratings() {
        StandingsContext c = ctx(C07Edition.V2026);
        values(c, tb("ARO", C07Edition.V2026), "1767", "1800", "1867", "1800", "1950");
        values(c, tb("ARO/C1", C07Edition.V2026), "1850", "1900", "1950", "0", "2000");
        values(c, tb("TPR", C07Edition.V2026), "1767", "1675", "2140", "1000", "1950");
    }

    /**
     * Averages over the opponents met over the board. AOB (2026 BH: A 5.5, B 6, C 4, D 4.5, E 4):
     * A (B, C, E) 14/3 = 4.67; B (A, E, C) 13.5/3 = 4.5; C (D, A, B) 16/3 = 5.33; D (C) 4; E (B, A) 5.75.
     * APRO (TPR: A 1767, B 1675, C 2140, D 1000, E 1950): A 5765/3 -> 1922; B 5857/3 -> 1952;
     * C 4442/3 -> 1481; D 2140; E 3442/2 = 1721.
     */
    @Test
    void opponentAverages() {
        StandingsContext c = ctx(C07Edition.V2026);
        values(c, tb("AOB", C07Edition.V2026), "4.67", "4.5", "5.33", "4", "5.75");
        values(c, tb("APRO", C07Edition.V2026), "1922", "1952", "1481", "2140", "1721");
    }

    /**
     * PTP, the lowest rating whose expected score (B.02 table 8.1(b), hundredths) reaches the score:
     * A (1.5 against 1900, 1800, 1600): at 1767 32 + 45 + 72 = 149, at 1768 32 + 46 + 72 = 150 -> 1768.
     * B (1 against 1600, 1800, 2000): at 1654 58 + 30 + 11 = 99, at 1655 58 + 31 + 11 = 100 -> 1655.
     * C (2.5 against 1700, 2000, 1900): at 2167 95 + 72 + 82 = 249, at 2168 95 + 72 + 83 -> 2168.
     * D (0): lowest opponent minus 800 = 1000. E (1 against 1900, 2000): at 1946 56 + 42, at 1947 57 + 43 -> 1947.
     * APPO: A (1655 + 2168 + 1947) / 3 -> 1923; B (1768 + 1947 + 2168) / 3 = 1961; C (1000 + 1768 + 1655) / 3
     * -> 1474; D 2168; E (1655 + 1768) / 2 = 1711.5 -> 1712.
     */
    @Test
    void perfectPerformance() {
        StandingsContext c = ctx(C07Edition.V2026);
        values(c, tb("PTP", C07Edition.V2026), "1768", "1655", "2168", "1000", "1947");
        values(c, tb("APPO", C07Edition.V2026), "1923", "1961", "1474", "2168", "1712");
    }

    /** Ranking with FIDE's usual Swiss list: C 2.5; E 2; A 1.5; B and D 1, BH/C1 4.5 vs 3.5 puts B above D. */
    @Test
    void standingsWithFiveTieBreaks() {
        var tbs = TieBreakSets.parseList("BH/C1 BH SB PS WIN", C07Edition.V2026).toOptional().orElseThrow();
        var rows = Standings.rank(ctx(C07Edition.V2026), tbs);
        assertEquals("CEABD", Check.order(rows));
        assertEquals(4, rows.get(3).rank());
        assertEquals(5, rows.get(4).rank());
    }
}
