package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Importing a player list (CSV, TRF) whole or not at all, and updating ratings from a FIDE list. */
class ImportPlayersOperationTest {

    @TempDir
    Path dir;

    private Path csv(String text) throws IOException {
        Path f = dir.resolve("players.csv");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    private static List<String> names(Tournament t) {
        return t.players().stream().map(p -> p.startNumber() + " " + p.name()).toList();
    }

    @Test
    void aCsvListJoinsThePlayersEnteredAndAllAreNumberedByC042() throws IOException {
        Path state = States.write(dir, "open.tournament", States.swiss(2, 5)); // A 2400, B 2390
        Path list = csv("Họ tên;Elo;Danh hiệu\nZed;2395;\nYan;2390;IM\nAbe;;\n");
        OperationResult r = new ImportPlayersOperation(state, list).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        assertEquals(List.of("1 Player A", "2 Zed", "3 Yan", "4 Player B", "5 Abe"), names(States.read(state)));
        assertTrue(States.text(r.problems()).contains("3 players imported from players.csv; the tournament has 5 players"),
                States.text(r.problems()));
    }

    @Test
    void oneBadRowImportsNothingAndSaysWhere() throws IOException {
        Path state = States.write(dir, "open.tournament", States.swiss(2, 5));
        byte[] before = Files.readAllBytes(state);
        Path list = csv("Name,Elo\nGood,2000\nBad,two thousand\n");
        OperationResult r = new ImportPlayersOperation(state, list).run(null);
        assertTrue(r.hasErrors());
        assertEquals(list.toString(), r.problems().get(0).location().field());
        assertEquals(3, r.problems().get(0).location().line());
        assertEquals(5, r.problems().get(0).location().column());
        assertArrayEquals(before, Files.readAllBytes(state), "nothing imported half");
    }

    @Test
    void aPairedRoundRefusesTheImportAndATrfGivesItsPlayers() throws IOException {
        Path paired = States.write(dir, "paired.tournament", States.swiss(4, 5).withRound(States.round(1, false, "1-3", "4-2")));
        assertTrue(new ImportPlayersOperation(paired, csv("Name\nZed\n")).run(null).hasErrors());
        Path trf = dir.resolve("other.trf");
        assertFalse(new ExportOperation(paired, trf, false, ExportOperation.Report.STANDINGS, java.util.Locale.ROOT).run(null).hasErrors());
        Path state = States.write(dir, "open.tournament", States.swiss(0, 5));
        OperationResult r = new ImportPlayersOperation(state, trf).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        assertEquals(List.of("1 Player A", "2 Player B", "3 Player C", "4 Player D"), names(States.read(state)));
    }

    @Test
    void aFideListUpdatesTheMatchedPlayersAndNamesTheOthers() throws IOException {
        Tournament t = States.swiss(0, 5).withPlayers(List.of(
                new Player(1, "Mai", "w", "WIM", "", "", "VIE", "", 12400029, 2550, 0),
                new Player(2, "Schmidt", "m", "", "", "", "", "", 4100018, 2500, 0),
                new Player(3, "Stranger", "m", "", "", "", "", "", 99999999, 2000, 0)));
        Path state = States.write(dir, "open.tournament", t);
        Path list = dir.resolve("players_list_foa.txt");
        Files.writeString(list, "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK B-day Flag\n"
                + "12400029       Tran, Thi Mai                                                VIE F   WGM  WGM                     2310  0   20 2001  w\n"
                + "4100018        Schmidt, Peter                                               GER M   GM        FT                 2561  4   10 1979\n");
        OperationResult r = new UpdateRatingsOperation(state, list).run(new NullProgressMonitor());
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament after = States.read(state);
        assertEquals(List.of("1 Schmidt", "2 Mai", "3 Stranger"), names(after), "renumbered by the new ratings");
        assertEquals(new Player(1, "Schmidt", "m", "GM", "", "1979", "GER", "", 4100018, 2561, 0), after.players().get(0));
        String text = States.text(r.problems());
        assertTrue(text.contains("Mai: rating 2550 → 2310") && text.contains("Mai: title WIM → WGM"), text);
        assertTrue(text.contains("Stranger: FIDE ID 99999999 is not on the rating list"), text);
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        byte[] before = Files.readAllBytes(state);
        assertTrue(new UpdateRatingsOperation(state, list).run(cancelled).hasErrors());
        assertArrayEquals(before, Files.readAllBytes(state));
    }

    @Test
    void theExportWritesTheFormatChosenAndAnExistingFileOnlyWhenAsked() throws IOException {
        Path state = States.write(dir, "open.tournament", States.swiss(3, 5));
        Path trf = dir.resolve("out.trf");
        OperationResult exported = new ExportAsOperation(state, trf, ExportAsOperation.Format.TRF26, false).run(null);
        assertFalse(exported.hasErrors());
        assertTrue(exported.problems().stream().anyMatch(p -> p.message().format(java.util.Locale.ENGLISH)
                .matches(".* written as FIDE TRF-26\\. Players: \\d+; rounds paired: \\d+; manual pairing changes recorded \\(### lines\\): 0")), exported.problems().toString());
        assertTrue(Files.readString(trf).contains("\n142 "), Files.readString(trf));
        assertTrue(new ExportAsOperation(state, trf, ExportAsOperation.Format.TRF16, false).run(null).hasErrors(), "exists");
        assertFalse(new ExportAsOperation(state, trf, ExportAsOperation.Format.TRF16, true).run(null).hasErrors());
        assertTrue(Files.readString(trf).contains("\nXXR "), Files.readString(trf));
        Path csv = dir.resolve("players.csv");
        assertFalse(new ExportAsOperation(state, csv, ExportAsOperation.Format.CSV, false).run(null).hasErrors());
        assertEquals(States.read(state).players(), ImportPlayersOperation.players(csv).value());
    }
}
