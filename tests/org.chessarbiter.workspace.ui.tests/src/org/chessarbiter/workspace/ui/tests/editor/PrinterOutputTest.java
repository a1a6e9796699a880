package org.chessarbiter.workspace.ui.tests.editor;

import static org.chessarbiter.workspace.ui.tests.editor.DialogAnswers.press;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.print.PrintDocuments;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.ui.internal.print.DeviceFonts;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage;
import org.chessarbiter.workspace.ui.internal.print.PageGeometry;
import org.chessarbiter.workspace.ui.internal.print.PageLayout;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocuments;
import org.chessarbiter.workspace.ui.internal.print.PrinterOutput;
import org.chessarbiter.workspace.ui.tests.Screenshots;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Printing on a printer: the documents are laid out for the printer's page from the same content as their printable
 * HTML, drawn here on images of the page (no printer dialog is opened in a test). Checked: the page count, every
 * player of the document on the pages, no table row and no slip cut by a page break, the heading row repeated on each
 * page a table continues on; and File &gt; Print… in the tournament editor, through the document chooser, to the pages.
 */
class PrinterOutputTest extends EditorFixture {

    private static final Path XIANGQI = ROOT.resolve("examples/workspace/co-tuong-vong-tron-2026/co-tuong-vong-tron-2026.trf");

    @Test
    void aPairingListOnShortPagesKeepsEveryRowWholeAndRepeatsItsHeading() {
        Tournament t = example();
        PageGeometry a4 = PageGeometry.a4(Display.getDefault().getDPI().x);
        PageGeometry shortPage = new PageGeometry(a4.width(), a4.mm(110), a4.dpi());
        PrintedDocument document = read(PrintKind.PAIRINGS, t, Locale.ENGLISH);
        List<LaidOutPage> pages = layout(document, shortPage);
        assertTrue(pages.size() >= 2, "20 boards do not fit on a page 110 mm high: " + pages.size());
        assertEquals(pages.size(), layout(document, shortPage).size(), "the layout is the same every time");
        assertTrue(layout(document, a4).size() < pages.size(), "an A4 page takes more boards");
        Map<Integer, Integer> pageOfRow = new HashMap<>();
        for (int p = 0; p < pages.size(); p++) {
            for (LaidOutPage.Text text : pages.get(p).texts()) {
                assertTrue(text.y() + text.height() <= shortPage.height() - shortPage.margin(), "inside the page: " + text);
                if (text.row() > 0) {
                    Integer before = pageOfRow.putIfAbsent(text.row(), p);
                    assertTrue(before == null || before == p, "row " + text.row() + " cut between pages " + before + " and " + p);
                }
            }
        }
        String heading = pages.get(0).texts().stream().filter(x -> x.row() == 0).findFirst().orElseThrow().text();
        for (LaidOutPage page : pages) {
            assertTrue(page.texts().stream().anyMatch(x -> x.row() == 0 && x.text().equals(heading)), "the heading row on every page");
        }
        Round round = t.rounds().stream().filter(r -> r.number() == PrintDocuments.defaultRound(PrintKind.PAIRINGS, t)).findFirst().orElseThrow();
        for (Pairing pairing : round.pairings()) {
            String first = t.player(pairing.first()).map(Player::name).orElseThrow();
            String second = t.player(pairing.second()).map(Player::name).orElseThrow();
            int page = pageWith(pages, first);
            assertTrue(page >= 0, first + " is on the pairing list");
            assertEquals(page, pageWith(pages, second), "board " + pairing.board() + " on one page");
        }
        save(document, pages.get(1), shortPage, 2, pages.size(), "printed-pairings-short-page-2");
    }

    @Test
    void eachScoresheetAndEachCardIsAPageAndEachSlipIsWhole() {
        Tournament t = example();
        PageGeometry a4 = PageGeometry.a4(Display.getDefault().getDPI().x);
        int round = PrintDocuments.defaultRound(PrintKind.SCORESHEETS, t);
        List<Pairing> boards = t.rounds().stream().filter(r -> r.number() == round).findFirst().orElseThrow().pairings();
        List<LaidOutPage> scoresheets = layout(read(PrintKind.SCORESHEETS, t, Locale.ENGLISH), a4);
        assertEquals(boards.size(), scoresheets.size(), "one scoresheet a board, each on one page");
        for (int i = 0; i < boards.size(); i++) {
            String page = joined(scoresheets.get(i));
            assertTrue(page.contains(t.player(boards.get(i).first()).orElseThrow().name())
                    && page.contains(t.player(boards.get(i).second()).orElseThrow().name()), "board " + (i + 1) + ": " + page);
            assertTrue(page.contains("60"), "the moves run to 60 on the page");
        }
        List<LaidOutPage> cards = layout(read(PrintKind.CARDS, t, Locale.ENGLISH), a4);
        assertEquals(t.players().size(), cards.size(), "one card a player");
        List<LaidOutPage> slips = layout(read(PrintKind.RESULT_SLIPS, t, Locale.ENGLISH), a4);
        assertTrue(slips.size() > 1, "20 slips take more than a page");
        for (Pairing p : boards) {
            int page = pageWith(slips, t.player(p.first()).orElseThrow().name());
            assertEquals(page, pageWith(slips, t.player(p.second()).orElseThrow().name()), "slip of board " + p.board() + " whole");
        }
        List<LaidOutPage> players = layout(read(PrintKind.PLAYERS_BY_RATING, t, Locale.ENGLISH), a4);
        for (Player p : t.players()) {
            assertTrue(pageWith(players, p.name()) >= 0, p.name() + " on the player list");
        }
        List<LaidOutPage> crosstable = layout(read(PrintKind.CROSSTABLE, t, Locale.ENGLISH), a4);
        for (Player p : t.players()) {
            assertTrue(pageWith(crosstable, p.name()) >= 0, p.name() + " in the crosstable");
        }
        save(read(PrintKind.SCORESHEETS, t, Locale.ENGLISH), scoresheets.get(0), a4, 1, scoresheets.size(), "printed-scoresheet-chess");
        save(read(PrintKind.RESULT_SLIPS, t, Locale.ENGLISH), slips.get(0), a4, 1, slips.size(), "printed-slips");
        save(read(PrintKind.CROSSTABLE, t, Locale.ENGLISH), crosstable.get(0), a4, 1, crosstable.size(), "printed-crosstable");
    }

    @Test
    void theXiangqiScoresheetIsPrintedInVietnamese() {
        ParseResult<Tournament> read = TournamentStore.load(XIANGQI);
        assertTrue(read.isOk(), read.problems().toString());
        // the TRF does not say which game it is: the regulations beside it do, as printing from the workbench reads them
        Tournament t = RegulationsSettings.configure(XIANGQI, Optional.empty(), read.value()).value().tournament();
        PageGeometry a4 = PageGeometry.a4(Display.getDefault().getDPI().x);
        PrintedDocument sheets = read(PrintKind.SCORESHEETS, t, Locale.forLanguageTag("vi"));
        assertEquals("vi", sheets.language().getLanguage(), "the page's language, which its folio follows (Trang 1/5)");
        List<LaidOutPage> pages = layout(sheets, a4);
        assertTrue(joined(pages.get(0)).contains("Biên bản thi đấu"), "the form of Luật cờ Tướng 2004 appendix 4: " + joined(pages.get(0)));
        save(sheets, pages.get(0), a4, 1, pages.size(), "printed-scoresheet-xiangqi-vi");
        PrintedDocument cards = read(PrintKind.CARDS, t, Locale.forLanguageTag("vi"));
        List<LaidOutPage> cardPages = layout(cards, a4);
        assertEquals(t.players().size(), cardPages.size(), "one card (thẻ theo dõi) a player");
        assertTrue(joined(cardPages.get(0)).contains("Đỏ") && !joined(cardPages.get(0)).contains("Trắng"),
                "xiangqi colours are Đỏ / Đen: " + joined(cardPages.get(0)));
        assertFalse(joined(cardPages.get(0)).contains("½"), "a draw is 1 point in this event (2 for a win), as its total counts it: "
                + joined(cardPages.get(0)));
        save(cards, cardPages.get(0), a4, 1, cardPages.size(), "printed-card-vi");
    }

    /** The item {@code text} of the workbench window's Tournament menu, its items made as the menu is shown. */
    private MenuItem tournamentMenuItem(String text) {
        Menu bar = page.getWorkbenchWindow().getShell().getMenuBar();
        for (MenuItem top : bar.getItems()) {
            if (top.getText().replace("&", "").equals("Tournament")) {
                Menu menu = top.getMenu();
                menu.notifyListeners(SWT.Show, new Event());
                for (MenuItem item : menu.getItems()) {
                    if (item.getText().replace("&", "").startsWith(text)) {
                        return item;
                    }
                }
                throw new AssertionError("no " + text + " in the Tournament menu: "
                        + java.util.Arrays.stream(menu.getItems()).map(MenuItem::getText).toList());
            }
        }
        throw new AssertionError("no Tournament menu");
    }

    @Test
    void filePrintInTheTournamentEditorPrintsTheChosenDocument(@TempDir Path folder) throws Exception {
        open("printer-output", example(), "open.tournament");
        DialogAnswers chosen = DialogAnswers.queue(press(IDialogConstants.OK_LABEL, "printer-choose-document"));
        System.setProperty(PrinterOutput.PAGES_TO, folder.toString()); // pages drawn as images: no printer dialog in a test
        try {
            // Tournament > Print..., as the arbiter finds it beside Pair, Publish, Enter Results and Standings
            MenuItem print = tournamentMenuItem("Print\u2026");
            assertTrue(print.isEnabled(), "Print is enabled while the tournament editor is active");
            print.notifyListeners(SWT.Selection, new Event());
            chosen.assertAllAnswered();
            try {
                Ui.waitUntil(() -> Files.exists(folder.resolve("page-1.png")), "the pairing list printed");
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "; jobs and shells: " + jobs(), e);
            }
        } finally {
            System.clearProperty(PrinterOutput.PAGES_TO);
        }
        ImageData first = new ImageData(folder.resolve("page-1.png").toString());
        PageGeometry a4 = PageGeometry.a4(Display.getDefault().getDPI().x);
        assertEquals(a4.width(), first.width);
        assertEquals(a4.height(), first.height);
        assertTrue(darkPixels(first) > 1000, "the page has text on it");
        Screenshots.save(first, "printed-pairings-page-1");
    }

    private static String jobs() {
        StringBuilder out = new StringBuilder();
        for (org.eclipse.core.runtime.jobs.Job job : org.eclipse.core.runtime.jobs.Job.getJobManager().find(null)) {
            out.append(job.getName()).append(" state ").append(job.getState()).append(" rule ").append(job.getRule())
                    .append(" result ").append(job.getResult()).append("; ");
        }
        for (org.eclipse.swt.widgets.Shell shell : Display.getDefault().getShells()) {
            out.append("shell '").append(shell.getText()).append("' visible ").append(shell.isVisible()).append("; ");
        }
        return out.toString();
    }

    private static PrintedDocument read(PrintKind kind, Tournament t, Locale locale) {
        ParseResult<String> html = PrintDocuments.render(kind, t, 0, locale);
        assertTrue(html.isOk(), html.problems().toString());
        return PrintedDocuments.read(html.value());
    }

    private static List<LaidOutPage> layout(PrintedDocument document, PageGeometry geometry) {
        Display display = Display.getDefault();
        Image image = new Image(display, 1, 1);
        GC gc = new GC(image);
        try (DeviceFonts fonts = new DeviceFonts(display, gc)) {
            return PageLayout.layout(document, geometry, fonts);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static void save(PrintedDocument document, LaidOutPage page, PageGeometry geometry, int number, int count, String name) {
        Display display = Display.getDefault();
        Image image = new Image(display, 1, 1);
        GC gc = new GC(image);
        try (DeviceFonts fonts = new DeviceFonts(display, gc)) {
            Screenshots.save(PrinterOutput.image(display, fonts, geometry, page, document, number, count), name);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** The first page whose texts contain {@code text}, -1 when none does. */
    private static int pageWith(List<LaidOutPage> pages, String text) {
        for (int i = 0; i < pages.size(); i++) {
            if (joined(pages.get(i)).contains(text)) {
                return i;
            }
        }
        return -1;
    }

    private static String joined(LaidOutPage page) {
        List<String> texts = new ArrayList<>();
        page.texts().forEach(x -> texts.add(x.text()));
        return String.join("\n", texts);
    }

    private static int darkPixels(ImageData data) {
        int dark = 0;
        for (int y = 0; y < data.height; y++) {
            for (int x = 0; x < data.width; x++) {
                var rgb = data.palette.getRGB(data.getPixel(x, y));
                if (rgb.red + rgb.green + rgb.blue < 200) {
                    dark++;
                }
            }
        }
        return dark;
    }
}
