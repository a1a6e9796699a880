package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter standings}: TRF and *.tournament files through the workspace's standings service. */
class StandingsCommandTest extends CommandLineHarness {

    /** A bbpPairings-generated tournament of the tournament bundle's tests (read, not copied). */
    private static final Path TRF = Path.of("../org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf/bbp/forfeits-40x7.trf");

    private static Tournament read(Path trf) throws IOException {
        try (var in = Files.newBufferedReader(trf, StandardCharsets.UTF_8)) {
            return TrfTournamentMapper.read(in).value();
        }
    }

    @Test
    void ranksATrfFileWithTheTieBreaksAsked() throws IOException {
        assertEquals(0, run("standings", TRF.toString(), "--tiebreaks", "BH/C1,BH,SB"), stderr());
        List<String> lines = stdout().lines().toList();
        assertTrue(lines.get(0).matches("\\s*Rank\\s+No\\.\\s+Name\\s+Points\\s+BH/C1\\s+BH\\s+SB"), lines.get(0));
        assertEquals(41, lines.size(), "a header and 40 players");
        Tournament t = read(TRF);
        List<StandingRow> rows = Standings.rank(StandingsContext.of(t), TieBreakSets.parseList("BH/C1 BH SB", C07Edition.V2026).value());
        for (int k = 0; k < rows.size(); k++) {
            String[] cells = lines.get(k + 1).trim().split("\\s+");
            assertEquals(String.valueOf(rows.get(k).rank()), cells[0]);
            assertEquals(String.valueOf(rows.get(k).startNumber()), cells[1]);
            assertEquals(rows.get(k).tieBreaks().get(2).toDecimal(2), cells[cells.length - 1], "SB of line " + (k + 1));
        }
    }

    @Test
    void aTournamentFileGivesTheSameStandingsAsItsTrf(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("giai.tournament");
        assertTrue(TournamentFile.save(file, read(TRF)).isOk());
        assertEquals(0, run("standings", TRF.toString(), "--tiebreaks", "BH SB DE"));
        String fromTrf = stdout();
        assertEquals(0, run("standings", file.toString(), "--tiebreaks", "BH SB DE"));
        assertEquals(fromTrf, stdout());
    }

    @Test
    void writesHtmlInVietnamese(@TempDir Path dir) throws IOException {
        Path html = dir.resolve("bxh.html");
        assertEquals(0, run("standings", TRF.toString(), "--html", html.toString(), "--lang", "vi", "--edition", "2024"));
        assertTrue(stdout().startsWith("Hạng"), stdout());
        String page = Files.readString(html);
        assertTrue(page.contains("<html lang=\"vi\">") && page.contains("<table>"), page);
    }

    @Test
    void withoutTieBreaksTheSeedsSetOfTheSystemIsUsed() {
        assertEquals(0, run("standings", TRF.toString()));
        assertTrue(stdout().lines().findFirst().orElseThrow().matches(".*Points\\s+VN-BH\\s+VN-PS\\s+LOT/0"), stdout());
    }

    @Test
    void theTieBreaksTheFileNamesComeBeforeTheSeedsSet() {
        Path trf = TRF.resolveSibling("../edge/vietnamese-trf26.trf");
        assertEquals(0, run("standings", trf.toString()), stderr());
        assertTrue(stdout().lines().findFirst().orElseThrow().matches(".*Points\\s+BH/C1\\s+BH\\s+SB\\s+DE"), stdout());
        assertTrue(stdout().contains("Nguyễn Văn Ánh"), stdout());
    }

    /**
     * The team round robin of the tournament bundle's team tie-break tests (four teams of two boards,
     * all on 3 match points; game points 3½, 3, 2½, 3): by match points with EDE then BC, team 1
     * (EDE), then teams 2 and 4 (tied on EDE; BC 4 < 5), then team 3; by game points (the seeds,
     * 000 Art. 16.1.5) with the board count-back: 1, then 2 and 4 (3 each; board 1: 2 > 1), then 3.
     */
    @Test
    void ranksTheTeamsOfATeamEvent() {
        String trf = TRF.resolveSibling("../../standings/c07/team/teams-rr-4x2.trf").toString();
        assertEquals(0, run("standings", trf, "--teams", "mp", "--tiebreaks", "EDE BC"), stderr());
        assertEquals(List.of("1", "2", "4", "3"), column(1));
        assertTrue(stdout().contains("Team Four"), stdout());
        assertEquals(0, run("standings", trf, "--teams", "gp"), stderr());
        assertTrue(stdout().lines().findFirst().orElseThrow().matches(".*Points\\s+TBR"), stdout());
        assertEquals(List.of("1", "2", "4", "3"), column(1));
        assertEquals(List.of("3.5", "3", "3", "2.5"), column(3));
        assertEquals(CommandLine.USAGE, run("standings", trf, "--teams", "both"));
    }

    /** A column of the table printed (0 rank, 1 number, 2 name, 3 points: "%4s %4s %-32s %6s"), without its header. */
    private List<String> column(int k) {
        int[][] at = {{0, 4}, {5, 9}, {10, 42}, {43, 49}};
        return stdout().lines().skip(1).map(l -> l.substring(at[k][0], at[k][1]).strip()).toList();
    }

    @Test
    void problemsAreLocatedAndGiveStatusOne(@TempDir Path dir) throws IOException {
        assertEquals(1, run("standings", TRF.toString(), "--tiebreaks", "BH XYZ"));
        assertEquals("tieBreaks[1]: unknown tie-break \"XYZ\"", stderr().strip());
        Path bad = dir.resolve("bad.trf");
        Files.writeString(bad, String.format("001 %4d      %-33s %4s%n", 1, "Test Player", "24x0"));
        assertEquals(1, run("standings", bad.toString()));
        assertTrue(stderr().startsWith("1:"), stderr());
        assertEquals(1, run("standings", dir.resolve("missing.tournament").toString()));
        assertTrue(stderr().contains("cannot be read"), stderr());
    }

    @Test
    void usageErrors() {
        assertEquals(CommandLine.USAGE, run("standings"));
        assertEquals(CommandLine.USAGE, run("standings", TRF.toString(), "--tiebreaks"));
        assertEquals(CommandLine.USAGE, run("standings", TRF.toString(), "--edition", "1999"));
        assertTrue(stderr().startsWith("Usage: arbiter standings"));
    }
}
