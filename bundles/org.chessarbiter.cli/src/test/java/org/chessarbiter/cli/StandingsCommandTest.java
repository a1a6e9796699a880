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
