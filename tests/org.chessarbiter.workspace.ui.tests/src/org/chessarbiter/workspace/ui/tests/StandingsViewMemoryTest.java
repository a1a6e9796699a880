package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.ui.StandingsView;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.Report;
import org.chessarbiter.workspace.ui.internal.ReportExport;
import org.chessarbiter.workspace.ui.internal.StandingsPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The small things of the Standings view: the chosen tie-breaks outlive the view (kept in the preferences), an
 * export asks before it writes over a file, the Vietnamese heading counts rounds (vòng, not ván), and the HTML
 * export names its columns as the view does (Title, not Grade).
 */
class StandingsViewMemoryTest extends StandingsViewFixture {

    private static final int FIRST_TIE_BREAK = 7;

    @Override
    String projectName() {
        return "giai-mau-memory";
    }

    @AfterEach
    void forgetTheChoice() {
        view.setTieBreaks("", C07Edition.V2026);
        view.setOverwriteQuestion(p -> true);
    }

    @Test
    void theChosenTieBreaksAreTheViewsAgainWhenItIsOpenedAgain() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        Ui.select(page, file);
        Ui.waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the example's standings");
        view.setTieBreaks("SB BH/C1 WIN", C07Edition.V2024);
        Ui.waitUntil(() -> tieBreakColumns().equals(List.of("SB", "BH/C1", "WIN")), "the chosen tie-breaks' columns");
        assertEquals("SB BH/C1 WIN", InstanceScope.INSTANCE.getNode(StandingsPreferences.NODE).get("standings.tieBreaks", ""),
                "kept in the workspace's preferences, which a restart reads");

        page.hideView(view);
        view = (StandingsView) page.showView(StandingsView.ID);
        Ui.select(page, project);
        Ui.waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the standings again");
        Ui.waitUntil(() -> tieBreakColumns().equals(List.of("SB", "BH/C1", "WIN")), "the tie-breaks chosen before");
        assertTrue(view.viewer().getTable().getColumn(FIRST_TIE_BREAK).getToolTipText().contains("2024"),
                "and their C.07 edition");
    }

    @Test
    void anExportAsksBeforeItWritesOverAFile() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        Ui.select(page, file);
        Ui.waitUntil(() -> view.outcome().standings().isPresent(), "the example's standings");
        Path target = project.getLocation().toFile().toPath().resolve("giai-mau-standings.html");
        Files.writeString(target, "the arbiter's own page");
        List<Path> asked = new ArrayList<>();
        view.setOverwriteQuestion(p -> asked.add(p) && false);
        assertTrue(view.exportTo(Report.STANDINGS, target).isEmpty(), "the user said no: nothing is written");
        assertEquals(List.of(target), asked);
        assertEquals("the arbiter's own page", Files.readString(target));

        view.setOverwriteQuestion(p -> asked.add(p));
        ReportExport written = view.exportTo(Report.STANDINGS, target).orElseThrow();
        written.join();
        assertTrue(written.getResult().isOK(), String.valueOf(written.getResult()));
        assertEquals(2, asked.size());
        assertTrue(Files.readString(target, StandardCharsets.UTF_8).startsWith("<!DOCTYPE html>"));

        Path fresh = target.resolveSibling("giai-mau-crosstable.html");
        view.exportTo(Report.CROSSTABLE, fresh).orElseThrow().join();
        assertEquals(2, asked.size(), "a new file is written without a question");
        assertTrue(Files.exists(fresh));
        assertTrue(Messages.StandingsView_overwrite.contains("{0}"), "the question names the file");
    }

    @Test
    void theVietnameseHeadingCountsRoundsNotGames() throws IOException {
        Properties vi = bundle("messages_vi.properties");
        for (String key : List.of("StandingsView_heading", "StandingsView_headingTeams")) {
            String heading = vi.getProperty(key);
            assertTrue(heading.contains("sau vòng {2}"), heading);
            assertFalse(heading.contains("ván"), heading);
        }
    }

    @Test
    void theHtmlExportNamesTheTitleColumnAsTheViewDoes() throws Exception {
        var ranked = StandingsService.rank(StandingsService.load(EXAMPLE).value(), "", C07Edition.V2026).value();
        String english = StandingsService.html(ranked, Locale.ENGLISH);
        assertTrue(english.contains("<th>" + bundle("messages.properties").getProperty("StandingsView_column_title") + "</th>"), english);
        assertFalse(english.contains("Grade"), english);
        String vietnamese = StandingsService.html(ranked, Locale.forLanguageTag("vi"));
        assertTrue(vietnamese.contains("<th>" + bundle("messages_vi.properties").getProperty("StandingsView_column_title") + "</th>"),
                vietnamese);
    }

    private List<String> tieBreakColumns() {
        Table table = view.viewer().getTable();
        List<String> headers = new ArrayList<>();
        for (int i = FIRST_TIE_BREAK; i < table.getColumnCount(); i++) {
            headers.add(table.getColumn(i).getText());
        }
        return headers;
    }

    /** A messages file of the workbench UI bundle, as it ships (escaped, read as ISO-8859-1 like NLS does). */
    private static Properties bundle(String name) throws IOException {
        URL url = Platform.getBundle("org.chessarbiter.workspace.ui").getEntry("org/chessarbiter/workspace/ui/internal/" + name);
        if (url == null) {
            url = Platform.getBundle("org.chessarbiter.workspace.ui").getResource("org/chessarbiter/workspace/ui/internal/" + name);
        }
        Properties p = new Properties();
        try (InputStream in = url.openStream()) {
            p.load(in);
        }
        return p;
    }
}
