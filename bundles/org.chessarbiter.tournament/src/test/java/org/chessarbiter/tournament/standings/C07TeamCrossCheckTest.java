package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.TeamMatches;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The C.07 team tie-breaks against the FIDE tie-break server's tiebreakchecker.py, on two hand-made
 * team events of four teams of two boards written as TRF with 013 team records (a round robin and a
 * Swiss with a cycle of results among three teams), match points 2 / 1 / 0: MP, GP, MPVGP, BC, the
 * four extended SB, team BH and team SB value by value; EDE, TBR and BBE (which the checker reports as
 * ranks inside the groups tied on match points) by the order they give inside those groups. The
 * checker's outputs are committed test data (tools/tiebreak-crosscheck.sh).
 */
class C07TeamCrossCheckTest {

    private static final String DIR = "/org/chessarbiter/tournament/standings/c07/team/";

    private static StandingsContext context(String name) throws IOException {
        byte[] trf = C07CrossCheckTest.text(DIR + name + ".trf").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Tournament t = TrfTournamentMapper.toTournament(TrfReader.read(new ByteArrayInputStream(trf)).toOptional().orElseThrow())
                .toOptional().orElseThrow();
        assertEquals(4, t.teams().size());
        return StandingsContext.ofMatches(TeamMatches.of(t), MatchScoring.teams(Points.of(2), Points.ONE, 2), false);
    }

    private static List<String[]> rows(String path) throws IOException {
        return C07CrossCheckTest.text(path).lines().skip(1).map(l -> l.split("\t")).toList();
    }

    private static int[] all(StandingsContext ctx) {
        int[] all = new int[ctx.players()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return all;
    }

    @ParameterizedTest
    @ValueSource(strings = {"teams-rr-4x2", "teams-swiss-4x2"})
    void valuesEqualTheCheckers(String name) throws IOException {
        StandingsContext ctx = context(name);
        String[] codes = {"MPVGP", "BC", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BH", "SB"};
        int checked = 0;
        for (String[] row : rows(DIR + name + ".tsv")) {
            int i = ctx.grid().index(Integer.parseInt(row[0]));
            assertEquals(Points.parse(row[2]), ctx.score(i), name + " MP of team " + row[0]);
            assertEquals(Points.parse(row[3]), ctx.gamePoints(i), name + " GP of team " + row[0]);
            for (int k = 0; k < codes.length; k++) {
                Points ours = Check.tb(codes[k], C07Edition.V2026).values(ctx, all(ctx))[i];
                assertEquals(Points.parse(row[4 + k]), ours, name + " " + codes[k] + " of team " + row[0]);
                checked++;
            }
        }
        assertEquals(4 * codes.length, checked);
    }

    /** The checker's rank of a team inside its tied group (lower is better; equal ranks are a tie). */
    private static int rank(List<String[]> rows, StandingsContext ctx, int index) {
        return rows.stream().filter(r -> Integer.parseInt(r[0]) == ctx.grid().startNumber(index)).mapToInt(r -> Integer.parseInt(r[3]))
                .findFirst().orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"teams-rr-4x2", "teams-swiss-4x2"})
    void groupTieBreaksOrderTiedTeamsAsTheChecker(String name) throws IOException {
        StandingsContext ctx = context(name);
        int compared = 0;
        for (String code : List.of("EDE", "TBR", "BBE")) {
            List<String[]> rows = rows(DIR + name + "." + code + ".tsv");
            TieBreak tb = Check.tb(code, C07Edition.V2026);
            for (String[] a : rows) {
                int ia = ctx.grid().index(Integer.parseInt(a[0]));
                // the group tied on match points, as the checker sees it
                int[] group = rows.stream().mapToInt(r -> ctx.grid().index(Integer.parseInt(r[0])))
                        .filter(j -> ctx.score(j).equals(ctx.score(ia))).toArray();
                Points[] v = tb.values(ctx, group);
                for (int x = 0; x < group.length; x++) {
                    for (int y = x + 1; y < group.length; y++) {
                        int rx = rank(rows, ctx, group[x]);
                        int ry = rank(rows, ctx, group[y]);
                        assertEquals(Integer.signum(ry - rx), Integer.signum(v[x].compareTo(v[y])),
                                name + " " + code + " teams " + ctx.grid().startNumber(group[x]) + ", " + ctx.grid().startNumber(group[y]));
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared >= 9, "tied pairs compared: " + compared);
    }
}
