package org.chessarbiter.tournament.standings;

import static org.chessarbiter.tournament.standings.Check.values;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/** Round robins ranked as Luật cờ Tướng 2004 Điều 21.3 and 000 Phụ lục 1 say. */
class RoundRobinTieBreaksTest {

    /**
     * A beats B, draws C, loses to D (1.5); B beats C and D (2); C beats D (1.5); D 1.
     * A and C tie and drew each other (direct encounter equal). Bécgơ: A = B's 2 + half of C's 1.5
     * = 2.75; C = half of A's 1.5 + D's 1 = 1.75; B = C 1.5 + D 1 = 2.5; D = A 1.5.
     */
    static Tournament sbDecides() {
        return Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D 1-0")
                .round("C-A =", "B-D 1-0")
                .round("D-A 1-0", "B-C 1-0")
                .build();
    }

    @Test
    void directEncounterThenBecgoBreaksTheTie() {
        StandingsContext ctx = StandingsContext.of(sbDecides());
        Check.scores(ctx, "1.5", "2", "1.5", "1");
        values(ctx, new SeedSonnebornBerger(), "2.75", "2.5", "1.75", "1.5");
        List<StandingRow> rows = Standings.rank(ctx, TieBreakSets.xiangqiRoundRobin(7));
        assertEquals("BACD", Check.order(rows));
        assertEquals(rows.get(1).tieBreaks().get(0), rows.get(2).tieBreaks().get(0), "DE between A and C: a draw, no separation");
    }

    /**
     * Everyone 1.5, everyone met, so DE is 1.5 each; Bécgơ 2.25 each (a win over a 1.5 player and a
     * draw with one); one win each; but A won with White and B, C, D with Black: A is last, and
     * B, C, D are ordered by the recorded drawing of lots.
     */
    static Tournament blackWinsDecide() {
        return Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0)
                .round("A-B =", "C-D =")
                .round("A-C 1-0", "D-B 0-1")
                .round("A-D 0-1", "B-C 0-1")
                .build();
    }

    @Test
    void winsWithBlackThenLots() {
        StandingsContext ctx = StandingsContext.of(blackWinsDecide());
        values(ctx, new SeedSonnebornBerger(), "2.25", "2.25", "2.25", "2.25");
        values(ctx, TieBreakSets.seedWins(), "1", "1", "1", "1");
        values(ctx, TieBreakSets.seedWinsWithBlack(), "0", "1", "1", "1");
        List<StandingRow> first = Standings.rank(ctx, TieBreakSets.xiangqiRoundRobin(42));
        assertEquals('A', Check.order(first).charAt(3));
        assertEquals(first, Standings.rank(StandingsContext.of(blackWinsDecide()), TieBreakSets.xiangqiRoundRobin(42)),
                "the same seed gives the same draw");
        java.util.Set<String> orders = new java.util.HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            orders.add(Check.order(Standings.rank(StandingsContext.of(blackWinsDecide()), TieBreakSets.xiangqiRoundRobin(seed))));
        }
        assertNotEquals(1, orders.size(), "different seeds give different draws");
        assertEquals(List.of(1, 2, 3, 4), first.stream().map(StandingRow::rank).toList());
    }

    static Tournament doubleRoundRobin(String lastGame) {
        return Fixture.of(GameKind.CHESS, CompetitionSystem.DOUBLE_ROUND_ROBIN, 0, 0, 0)
                .round("A-B 1-0", "C U")
                .round("B-C =", "A U")
                .round("C-A =", "B U")
                .round("B-A " + lastGame, "C U")
                .round("C-B 0-1", "A U")
                .round("A-C 1-0", "B U")
                .build();
    }

    /** Double round robin: direct encounter adds both games (repeated meetings): 1-0 and 0-1 tie; 1-0 and ½ puts A above. */
    @Test
    void directEncounterCountsRepeatedMeetings() {
        int[] ab = {0, 1};
        DirectEncounter de = new DirectEncounter("DE", "test");
        var tied = de.values(StandingsContext.of(doubleRoundRobin("1-0")), ab);
        assertEquals(tied[0], tied[1]);
        var split = de.values(StandingsContext.of(doubleRoundRobin("=")), ab);
        assertEquals(1, split[0].compareTo(split[1]));
    }

    /**
     * Swiss, not everyone met: A beat B and C, who did not meet each other. A scored 2 and B or C
     * could reach at most 0 + 1: A is placed first; B and C, who never met, stay tied. Among B, D, E:
     * B beat E (1) but D, who met neither, could still reach 2: nobody is separated.
     */
    @Test
    void directEncounterWhenNotAllMet() {
        Tournament t = Fixture.players(6, CompetitionSystem.SWISS_DUTCH)
                .round("A-B 1-0", "C-D 1-0", "E-F =")
                .round("C-A 0-1", "B-E 1-0", "D-F =")
                .build();
        StandingsContext ctx = StandingsContext.of(t);
        DirectEncounter de = new DirectEncounter("DE", "test");
        var v = de.values(ctx, new int[] {0, 1, 2});
        assertEquals(1, v[0].compareTo(v[1]));
        assertEquals(v[1], v[2]);
        var w = de.values(ctx, new int[] {1, 3, 4});
        assertEquals(w[0], w[1]);
        assertEquals(w[1], w[2]);
    }

    /** 000 Phụ lục 1 order (Bécgơ first) on the first tournament gives the same order here. */
    @Test
    void chessRoundRobinOrder() {
        assertEquals("BACD", Check.order(Standings.rank(StandingsContext.of(sbDecides()), TieBreakSets.chessRoundRobin(1))));
    }
}
