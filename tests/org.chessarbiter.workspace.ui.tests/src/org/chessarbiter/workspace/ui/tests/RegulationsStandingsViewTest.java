package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The regulations configure the tournament of their project: the Standings view ranks by the tie-breaks of the
 * regulations beside the tournament file, and follows them when the arbiter edits and saves the regulations; the
 * tie-breaks chosen in the view's dialog still win.
 */
class RegulationsStandingsViewTest extends StandingsViewFixture {

    private static final int NAME = 2;
    private static final int FIRST_TIE_BREAK = 7;

    private static final String REGULATIONS = "// the tie-breaks of the event\nđiều_lệ giai_mau \"Điều lệ giải mẫu\"\n"
            + "xếp_hạng \"9. Nguyên tắc xếp hạng\" {\n\thệ_số_phụ SB, WIN\n}\n";

    @Override
    String projectName() {
        return "giai-mau-dieu-le";
    }

    /** The view is the perspective's, shared by the tests: it starts and ends without tie-breaks chosen. */
    @BeforeEach
    void noTieBreaksChosen() {
        view.setTieBreaks("", C07Edition.V2026);
    }

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
        view.setTieBreaks("", C07Edition.V2026);
    }

    @Test
    void theViewRanksByTheRegulationsAndFollowsTheirEdit() throws Exception {
        IFile trf = copy(EXAMPLE, "giai-mau.trf");
        IFile regulations = project.getFile("dieu-le.dieule");
        regulations.create(new ByteArrayInputStream(REGULATIONS.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        regulations.setCharset("UTF-8", new NullProgressMonitor());
        Ui.select(page, trf);
        Ui.waitUntil(() -> trf.equals(view.outcome().file()) && headers().equals(List.of("SB", "WIN")), "the regulations' tie-breaks");
        assertTableShows(StandingsService.rank(StandingsService.load(EXAMPLE).value(), "SB WIN", C07Edition.V2026).value());

        // the arbiter edits the regulations' tie-breaks in their editor and saves them: the view follows
        ITextEditor editor = (ITextEditor) page.openEditor(new FileEditorInput(regulations), "org.eclipse.ui.genericeditor.GenericEditor",
                true, IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        int at = document.get().indexOf("SB, WIN");
        document.replace(at, "SB, WIN".length(), "BH/C1, BH, DE, WIN");
        editor.selectAndReveal(at, "BH/C1, BH, DE, WIN".length());
        editor.doSave(new NullProgressMonitor());
        Ui.waitUntil(() -> headers().equals(List.of("BH/C1", "BH", "DE", "WIN")), "the edited tie-breaks");
        assertTableShows(StandingsService.rank(StandingsService.load(EXAMPLE).value(), "BH/C1 BH DE WIN", C07Edition.V2026).value());
        File screenshot = Screenshots.save(Ui.capture(page.getWorkbenchWindow().getShell()), "standings-follow-regulations");
        assertTrue(screenshot.length() > 0, "screenshot written to " + screenshot);

        // the tie-breaks chosen in the view win over the regulations'
        view.setTieBreaks("WIN", C07Edition.V2026);
        Ui.waitUntil(() -> headers().equals(List.of("WIN")), "the chosen tie-breaks");
    }

    private List<String> headers() {
        Table table = view.viewer().getTable();
        if (view.outcome().standings().isEmpty() || table.getColumnCount() < FIRST_TIE_BREAK) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (int i = FIRST_TIE_BREAK; i < table.getColumnCount(); i++) {
            out.add(table.getColumn(i).getText());
        }
        return out;
    }

    private void assertTableShows(Ranked expected) {
        List<String> names = new ArrayList<>();
        expected.rows().forEach(r -> names.add(expected.context().tournament().player(r.startNumber()).orElseThrow().name()));
        List<String> shown = new ArrayList<>();
        for (TableItem item : view.viewer().getTable().getItems()) {
            shown.add(item.getText(NAME));
        }
        assertEquals(names, shown, "the names in the service's order");
        assertEquals(expected.tieBreaks().stream().map(TieBreak::code).toList(), headers());
    }
}
