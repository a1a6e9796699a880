package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.chessarbiter.workspace.ui.internal.ReportExport;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;

/**
 * The standings view in a running workbench: the example tournament selected in the Project Explorer
 * is shown in the order and with the points that {@link StandingsService} (the CLI's code path)
 * computes; a malformed TRF shows its located problem; team ranking and tie-break choice follow.
 */
class StandingsViewTest extends StandingsViewFixture {

    /** Columns: rank, number, name, title, federation / club, rating, points, tie-breaks. */
    private static final int NAME = 2;
    private static final int POINTS = 6;
    private static final int FIRST_TIE_BREAK = 7;

    @Override
    String projectName() {
        return "giai-mau-standings";
    }

    @Test
    void showsTheRankingOfTheSelectedExampleAndFollowsTheFile() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        select(file);
        waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the example's standings");

        Ranked expected = StandingsService.rank(load(EXAMPLE), "", C07Edition.V2026).value();
        assertTableShows(expected);
        assertTrue(view.viewer().getTable().getItemCount() >= 10, "every player of the example has a row");
        assertTrue(namesShown().contains("Lê Quang Liêm"), "Vietnamese names are shown as written");
        File screenshot = Screenshots.save(capture(), "standings-view");
        assertTrue(screenshot.length() > 0, "screenshot written to " + screenshot);

        // the file changes on disk and becomes malformed (rating "24x0"): the located problem replaces the table
        String bad = String.format("001 %4d      %-33s %4s%n", 1, "Test Player", "24x0");
        file.setContents(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
        waitUntil(() -> view.messageShown().isPresent(), "the problems of the malformed file");
        String shown = view.messageShown().orElseThrow();
        assertTrue(shown.contains("giai-mau.trf:1:"), "the problem is located at line 1: " + shown);
        assertTrue(view.outcome().standings().isEmpty());
        Screenshots.save(capture(), "standings-view-problem");

        // repaired: the table comes back
        file.setContents(Files.newInputStream(EXAMPLE), IResource.FORCE, null);
        waitUntil(() -> view.messageShown().isEmpty() && view.outcome().standings().isPresent(), "the repaired file's standings");
        assertTableShows(expected);
    }

    @Test
    void chosenTieBreaksAreTheColumnsInTheirOrder() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        select(project);
        waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(),
                "the first tournament file of the selected project");
        view.setTieBreaks("SB BH/C1 WIN", C07Edition.V2024);
        waitUntil(() -> view.viewer().getTable().getColumnCount() == FIRST_TIE_BREAK + 3
                && "WIN".equals(view.viewer().getTable().getColumn(FIRST_TIE_BREAK + 2).getText()), "the chosen tie-breaks' columns");
        Ranked expected = StandingsService.rank(load(EXAMPLE), "SB BH/C1 WIN", C07Edition.V2024).value();
        assertTableShows(expected);
        TableColumn sb = view.viewer().getTable().getColumn(FIRST_TIE_BREAK);
        assertTrue(sb.getToolTipText().contains("FIDE C.07 (2024)"), "the tooltip cites the article: " + sb.getToolTipText());
    }

    @Test
    void teamEventsCanBeRankedByTeam() throws Exception {
        IFile file = copy(TEAMS, "doi.trf");
        select(file);
        waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the team event's standings");
        assertTrue(view.outcome().hasTeams());
        view.setTeamRanking(true);
        waitUntil(() -> view.outcome().teams() && view.outcome().standings().isPresent(), "the team ranking");
        Ranked expected = StandingsService.rankTeams(load(TEAMS), "", C07Edition.V2026, true).value();
        assertTableShows(expected);
        assertEquals(List.of("Team One", "Team Two", "Team Four", "Team Three"), namesShown(),
                "000 Art. 16.1.5: game points, then the board count-back");
    }

    @Test
    void exportWritesTheServicesHtml() throws Exception {
        Ranked ranked = StandingsService.rank(load(EXAMPLE), "", C07Edition.V2026).value();
        String html = StandingsService.html(ranked, java.util.Locale.ENGLISH);
        Path target = project.getLocation().toFile().toPath().resolve("giai-mau-standings.html");
        ReportExport export = new ReportExport(target, () -> html);
        export.schedule();
        export.join();
        assertTrue(export.getResult().isOK(), String.valueOf(export.getResult()));
        assertEquals(html, Files.readString(target, StandardCharsets.UTF_8));
        assertTrue(project.getFile("giai-mau-standings.html").exists(), "the report is refreshed into the workspace");

        ReportExport impossible = new ReportExport(target.resolve("not-a-folder/x.html"), () -> html);
        impossible.schedule();
        impossible.join();
        assertFalse(impossible.getResult().isOK(), "writing under a file fails as a status, not an exception");
        assertEquals(html, Files.readString(target, StandardCharsets.UTF_8), "the previous report is untouched");
    }

    private void assertTableShows(Ranked expected) {
        Table table = view.viewer().getTable();
        List<String> names = new ArrayList<>();
        List<String> points = new ArrayList<>();
        Tournament t = expected.context().tournament();
        for (StandingRow row : expected.rows()) {
            names.add(t.player(row.startNumber()).orElseThrow().name());
            points.add(row.score().toDecimal(2));
        }
        assertEquals(names, namesShown(), "the names in the service's order");
        List<String> shownPoints = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            shownPoints.add(item.getText(POINTS));
        }
        assertEquals(points, shownPoints, "the points in the service's order");
        List<String> headers = new ArrayList<>();
        for (int i = FIRST_TIE_BREAK; i < table.getColumnCount(); i++) {
            headers.add(table.getColumn(i).getText());
        }
        assertEquals(expected.tieBreaks().stream().map(TieBreak::code).toList(), headers, "one column per tie-break, by code");
    }

    private List<String> namesShown() {
        List<String> names = new ArrayList<>();
        for (TableItem item : view.viewer().getTable().getItems()) {
            names.add(item.getText(NAME));
        }
        return names;
    }

    private static Tournament load(Path trf) {
        return StandingsService.load(trf).value();
    }


    private void select(IResource resource) {
        Ui.select(page, resource);
    }

    private org.eclipse.swt.graphics.ImageData capture() {
        return Ui.capture(view.viewer().getTable().getShell());
    }

    private static void waitUntil(BooleanSupplier condition, String what) {
        Ui.waitUntil(condition, what);
    }
}
