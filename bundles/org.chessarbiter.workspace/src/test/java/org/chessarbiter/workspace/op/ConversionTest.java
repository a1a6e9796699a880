package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Import and export: TRF into the {@code *.tournament} state and back loses no record (the committed
 * TRF files of the tournament bundle), HTML reports, and the outputs that are refused.
 */
class ConversionTest {

    private static final Path TRF = Path.of("../org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament");

    @TempDir
    Path dir;

    static Stream<String> committedFiles() {
        return Stream.of("trf/edge/vietnamese-trf26.trf", "trf/edge/vietnamese-trf26-crlf.trf", "trf/bbp/tiny-5x4.trf",
                "trf/bbp/halfbyes-50x9.trf", "trf/bbp/xiangqi-points-24x7.trf", "trf/bbp/football-30x8.trf",
                "standings/c07/team/teams-swiss-4x2.trf");
    }

    /** The records of a TRF file, players by start number (their points column left out: the export computes it), the others sorted. */
    private static List<String> records(Path file) throws IOException {
        TrfDocument doc = TrfReader.read(Files.readAllBytes(file), java.nio.charset.StandardCharsets.UTF_8).toOptional().orElseThrow();
        List<String> out = new ArrayList<>();
        doc.players().stream().sorted(Comparator.comparingInt(TrfRecord.Player::startNumber))
                .map(p -> new TrfRecord.Player(p.startNumber(), p.sex(), p.title(), p.name(), p.rating(), p.federation(), p.fideId(),
                        p.birthDate(), Points.ZERO, p.rank(), p.rounds()).toString())
                .forEach(out::add);
        doc.records().stream().filter(r -> !(r instanceof TrfRecord.Player)).map(Object::toString).sorted().forEach(out::add);
        return out;
    }

    @ParameterizedTest
    @MethodSource("committedFiles")
    void aTrfFileImportedAndExportedAgainKeepsEveryRecord(String name) throws IOException {
        Path in = TRF.resolve(name);
        Path state = dir.resolve("state.tournament");
        Path out = dir.resolve("back.trf");
        OperationResult imported = new ImportOperation(in, state, false).run(null);
        assertFalse(imported.hasErrors(), States.text(imported.problems()));
        OperationResult exported = new ExportOperation(state, out, false, ExportOperation.Report.STANDINGS, Locale.ENGLISH).run(null);
        assertFalse(exported.hasErrors(), States.text(exported.problems()));
        List<String> before = records(in);
        List<String> after = records(out);
        List<String> lost = before.stream().filter(r -> !after.contains(r)).toList();
        List<String> added = after.stream().filter(r -> !before.contains(r)).toList();
        assertEquals(List.of(), lost, "lost; added: " + added);
        assertEquals(before, after);
    }

    @Test
    void aTrfStateGetsItsResultsWrittenBackWithEveryOtherRecordKept() throws IOException {
        Path tournament = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2")));
        Path state = dir.resolve("open.trf");
        assertFalse(new ExportOperation(tournament, state, false, ExportOperation.Report.STANDINGS, Locale.ENGLISH).run(null).hasErrors());
        Files.writeString(state, "092 Individual: Swiss-System\n### the arbiter's note\n" + Files.readString(state));
        OperationResult r = RecordResultOperation.onBoard(state, 1, 2, GameResult.SECOND_WINS).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        String written = Files.readString(state);
        assertTrue(written.startsWith("092 Individual: Swiss-System\n### the arbiter's note\n"), written);
        assertEquals(GameResult.SECOND_WINS, States.read(state).rounds().get(0).pairings().get(1).result());
        List<String> before = records(state);
        OperationResult refused = RecordResultOperation.onBoard(state, 1, 2, GameResult.DRAW).run(null);
        assertTrue(refused.hasErrors(), "round 1 of a TRF file is published");
        assertEquals(before, records(state));
        assertTrue(new ByeRequestOperation(state, 1, 1, org.chessarbiter.tournament.core.ByeKind.HALF_POINT).run(null).hasErrors());
        assertFalse(new ByeRequestOperation(state, 1, 2, org.chessarbiter.tournament.core.ByeKind.HALF_POINT).run(null).hasErrors());
        ParseResult<Tournament> t = TournamentStore.load(state);
        assertTrue(t.value().rounds().get(0).published(), "a TRF file's paired rounds are published");
        assertFalse(t.value().rounds().get(1).published(), "a round of byes asked for is not");
    }

    @Test
    void htmlReportsAreWrittenAndExistingOutputsOnlyWithForce() throws IOException {
        Path in = TRF.resolve("trf/bbp/tiny-5x4.trf");
        Path html = dir.resolve("standings.html");
        assertFalse(new ExportOperation(in, html, false, ExportOperation.Report.STANDINGS, Locale.ENGLISH).run(null).hasErrors());
        assertTrue(Files.readString(html).contains("Test0001 Player0001"));
        byte[] before = Files.readAllBytes(html);
        OperationResult again = new ExportOperation(in, html, false, ExportOperation.Report.CROSSTABLE, Locale.ENGLISH).run(null);
        assertTrue(again.hasErrors());
        assertTrue(States.text(again.problems()).contains("exists: nothing was written (--force writes over it)"));
        assertArrayEquals(before, Files.readAllBytes(html));
        assertFalse(new ExportOperation(in, html, true, ExportOperation.Report.CROSSTABLE, Locale.ENGLISH).run(null).hasErrors());
        assertFalse(java.util.Arrays.equals(before, Files.readAllBytes(html)), "the crosstable over the standings");
    }

    @Test
    void theInputAndOutputsOfAnotherKindAreRefused() throws IOException {
        Path in = dir.resolve("copy.trf");
        Files.copy(TRF.resolve("trf/bbp/tiny-5x4.trf"), in);
        byte[] before = Files.readAllBytes(in);
        assertTrue(new ExportOperation(in, in, true, ExportOperation.Report.STANDINGS, Locale.ENGLISH).run(null).hasErrors(), "its input");
        assertTrue(new ImportOperation(in, dir.resolve("copy2.trf"), true).run(null).hasErrors(), "import writes a *.tournament");
        assertTrue(new ExportOperation(in, dir.resolve("x.pgn"), true, ExportOperation.Report.STANDINGS, Locale.ENGLISH).run(null).hasErrors());
        assertArrayEquals(before, Files.readAllBytes(in));
        assertFalse(Files.exists(dir.resolve("copy2.trf")));
    }
}
