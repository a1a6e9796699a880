package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.law.LawText;
import org.chessarbiter.regulations.ui.law.LawCitationHyperlinkDetector;
import org.chessarbiter.regulations.ui.law.LawEditionsCompareInput;
import org.chessarbiter.regulations.ui.law.LawSearchDialog;
import org.chessarbiter.regulations.ui.law.SearchLawLibraryHandler;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionHyperlinkDetector;
import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionLink;
import org.eclipse.compare.CompareUI;
import org.eclipse.compare.IStreamContentAccessor;
import org.eclipse.compare.structuremergeviewer.DiffNode;
import org.eclipse.compare.structuremergeviewer.Differencer;
import org.eclipse.compare.structuremergeviewer.IDiffElement;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The law library opened from the regulations editor: a citation of the language ({@code căn_cứ fide2018.9.6.1}) and
 * a citation written in prose ("Luật cờ Tướng 2004 Điều 23 điểm 3") each link to the article in the library's law text,
 * opened at it; two editions side by side in the compare editor.
 */
class LawLibraryLinksTest {

    static final String REGULATIONS = "regulations thu_vien_luat \"Giải cờ Vua Hà Nội mở rộng 2026\"\n"
            + "game chess\n"
            + "law fide2018\n"
            + "rounds 9\n"
            + "clause 4.1 \"Ván hòa khi một thế cờ lặp lại năm lần (FIDE 2018 9.6.1)\" cites fide2018.9.6.1\n"
            + "clause 4.2 \"Cờ Tướng: chiếu mãi, đuổi bắt mãi xử theo Luật cờ Tướng 2004 Điều 23 điểm 3\"\n";

    private static IFile regulations;

    @BeforeAll
    static void createProject() throws Exception {
        IProject project = Workbench.project("thu-vien-luat");
        regulations = Workbench.write(project, "dieu-le.dieule", REGULATIONS);
        Workbench.build(project);
    }

    @AfterEach
    void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    private static DocumentModel openModel() throws Exception {
        return DocumentModels.get().forDocument(Workbench.document(Workbench.open(regulations))).orElseThrow();
    }

    /** The text editor the link opened, and the text it selected there. */
    private static String openedSelection(DefinitionLink link, String file) {
        link.open();
        IEditorPart active = Workbench.page().getActiveEditor();
        ITextEditor opened = assertInstanceOf(ITextEditor.class, active);
        assertEquals(file, opened.getEditorInput().getName());
        IDocument document = Workbench.document(opened);
        assertEquals(LawLibrary.source(file.replace(".luat", "")), document.get(), "the library's law text");
        ITextSelection selection = (ITextSelection) opened.getSelectionProvider().getSelection();
        assertEquals(link.targetOffset(), selection.getOffset());
        return selection.getText();
    }

    @Test
    void aCitationOfTheLanguageOpensTheLawLibraryAtItsPoint() throws Exception {
        DocumentModel model = openModel();
        int offset = REGULATIONS.indexOf("cites fide2018.9.6.1") + "cites fide2018.9".length();
        DefinitionLink link = model.read(state -> DefinitionHyperlinkDetector.find(model, state, offset));
        assertNotNull(link, "the citation resolves in the law library (the project has no law text)");
        assertTrue(link.target().toString().startsWith("platform:/plugin/org.chessarbiter.law/"), link.target().toString());
        assertEquals("9.6.1", openedSelection(link, "fide2018.luat"));
        screenshot("law-library-from-citation");
    }

    /** The active editor, maximized and painted, as a screenshot; the layout is restored afterwards. */
    private static void screenshot(String name) {
        IWorkbenchPage page = Workbench.page();
        IWorkbenchPartReference active = page.getActivePartReference();
        page.setPartState(active, IWorkbenchPage.STATE_MAXIMIZED);
        Workbench.spin(500);
        Screenshots.window(page.getWorkbenchWindow().getShell(), name);
        page.setPartState(active, IWorkbenchPage.STATE_RESTORED);
    }

    /** Selects the article whose row starts with {@code prefix} in the compare editor's structure pane, as a click would. */
    private static boolean selectArticle(Composite in, String prefix) {
        for (Control c : in.getChildren()) {
            if (c instanceof Tree tree) {
                TreeItem item = find(tree.getItems(), prefix);
                if (item != null) {
                    tree.setSelection(item);
                    Event click = new Event();
                    click.item = item;
                    tree.notifyListeners(SWT.Selection, click);
                    // the compare editor feeds its text pane when a row is opened (double click, Enter), not on a click
                    Event open = new Event();
                    open.item = item;
                    tree.notifyListeners(SWT.DefaultSelection, open);
                    return true;
                }
            } else if (c instanceof Composite child && selectArticle(child, prefix)) {
                return true;
            }
        }
        return false;
    }

    private static TreeItem find(TreeItem[] items, String prefix) {
        for (TreeItem item : items) {
            if (item.getText().startsWith(prefix)) {
                return item;
            }
            TreeItem below = find(item.getItems(), prefix);
            if (below != null) {
                return below;
            }
        }
        return null;
    }

    @Test
    void aCitationWrittenInProseLinksToItsArticleInTheLibrary() throws Exception {
        DocumentModel model = openModel();
        ITextEditor editor = (ITextEditor) Workbench.page().getActiveEditor();
        String written = "Luật cờ Tướng 2004 Điều 23 điểm 3";
        int at = REGULATIONS.indexOf(written);
        IHyperlink[] links = new LawCitationHyperlinkDetector().detectHyperlinks(Workbench.viewer(editor),
                new Region(at + written.indexOf("Điều"), 0), false);
        assertNotNull(links);
        DefinitionLink link = assertInstanceOf(DefinitionLink.class, links[0]);
        assertEquals(new Region(at, written.length()), link.getHyperlinkRegion());
        assertEquals("xiangqi2004.luat", link.target().lastSegment());
        // the other citation of the line and the words beside them
        int fide = REGULATIONS.indexOf("FIDE 2018 9.6.1");
        assertEquals("fide2018.luat", LawCitationHyperlinkDetector.link(model.language(), REGULATIONS, 0, fide + 2)
                .orElseThrow().target().lastSegment());
        assertNull(new LawCitationHyperlinkDetector().detectHyperlinks(Workbench.viewer(editor),
                new Region(REGULATIONS.indexOf("chiếu mãi"), 0), false));
        assertEquals("3", openedSelection(link, "xiangqi2004.luat"));
    }

    @Test
    void twoEditionsSideBySideArticleByArticle() throws Exception {
        LawText fide2000 = LawLibrary.bundled().text("fide2000").orElseThrow();
        LawText fide2018 = LawLibrary.bundled().text("fide2018").orElseThrow();
        LawEditionsCompareInput input = new LawEditionsCompareInput(fide2000, fide2018);
        input.run(new NullProgressMonitor());
        DiffNode root = assertInstanceOf(DiffNode.class, input.getCompareResult());
        List<IDiffElement> articles = Arrays.asList(root.getChildren());
        DiffNode draw = (DiffNode) articles.stream().filter(a -> a.getName().matches("(Article|Điều) 9 .*")).findFirst().orElseThrow();
        assertEquals(Differencer.CHANGE, draw.getKind());
        String left = new String(((IStreamContentAccessor) draw.getLeft()).getContents().readAllBytes(), "UTF-8");
        String right = new String(((IStreamContentAccessor) draw.getRight()).getContents().readAllBytes(), "UTF-8");
        assertTrue(left.startsWith("Điều 9. VÁN CỜ HOÀ"), left);
        assertTrue(right.contains("9.6.1."), right);
        DiffNode guideline = (DiffNode) articles.stream().filter(a -> a.getName().matches("(Article|Điều) I\\.1( .*)?")).findFirst().orElseThrow();
        assertEquals(Differencer.ADDITION, guideline.getKind());
        assertNull(guideline.getLeft(), "FIDE 2000 has no guidelines");
        assertTrue(articles.stream().anyMatch(a -> a.getKind() == Differencer.DELETION), "the 2000 articles 13 and 14");

        CompareUI.openCompareEditor(input);
        Workbench.waitUntil("the compare editor", () -> Workbench.page().getActiveEditor() != null
                && Workbench.page().getActiveEditor().getEditorInput() == input);
        Workbench.spin(300);
        Shell shell = Workbench.page().getWorkbenchWindow().getShell();
        // the article of the draw chosen in the structure pane, its two texts below (for the screenshot only)
        for (int tries = 0; tries < 20 && !selectArticle(shell, draw.getName()); tries++) {
            Workbench.spin(100);
        }
        // both editions' texts of the article, side by side in the text pane below the structure pane
        Workbench.waitUntil("the two texts of the article", () -> texts(shell).stream().anyMatch(t -> t.startsWith("Điều 9."))
                && texts(shell).stream().anyMatch(t -> t.contains("9.6.1.")));
        // read as a compare is read: the older edition on the left, the newer on the right
        StyledText older = textPane(shell, "Điều 9. VÁN CỜ HOÀ");
        StyledText newer = textPane(shell, "9.6.1.");
        assertTrue(older.toDisplay(0, 0).x < newer.toDisplay(0, 0).x, "FIDE 2000 left of FIDE 2018");
        screenshot("law-editions-compare");
    }

    /** The visible text pane whose text holds {@code words}. */
    private static StyledText textPane(Composite in, String words) {
        for (Control c : in.getChildren()) {
            if (c instanceof StyledText text && text.isVisible() && text.getText().contains(words)) {
                return text;
            } else if (c instanceof Composite child) {
                StyledText below = textPane(child, words);
                if (below != null) {
                    return below;
                }
            }
        }
        return null;
    }

    @Test
    void anArticleIsFoundByItsCitationOrItsWordsAndOpenedAtIt() throws Exception {
        LawSearchDialog dialog = new LawSearchDialog(Workbench.page().getWorkbenchWindow().getShell(), LawLibrary.bundled());
        dialog.setBlockOnOpen(false);
        dialog.open();
        dialog.search("FIDE 2018 9.6.1");
        assertEquals("fide2018.9.6.1", dialog.shown().get(0), "a citation as the project writes it goes to its point");
        dialog.search("van co hoa");
        assertTrue(dialog.shown().contains("fide2000.9"), "words without diacritics: " + dialog.shown());
        dialog.search("thế cờ lặp lại");
        assertTrue(dialog.shown().contains("fide2018.9.2.2") && dialog.shown().contains("fide2018.9.6.1"), dialog.shown().toString());
        dialog.select("fide2018.9.6.1");
        Workbench.spin(300);
        Screenshots.control(dialog.getShell(), "law-article-search");
        press(dialog.getShell(), IDialogConstants.OK_LABEL);
        assertEquals("fide2018.9.6.1", dialog.chosen().orElseThrow());
        assertTrue(SearchLawLibraryHandler.open(dialog.chosen().get()));
        ITextEditor opened = assertInstanceOf(ITextEditor.class, Workbench.page().getActiveEditor());
        assertEquals("fide2018.luat", opened.getEditorInput().getName());
        assertEquals("9.6.1", ((ITextSelection) opened.getSelectionProvider().getSelection()).getText());
        assertTrue(!SearchLawLibraryHandler.open("fide2018.99"), "no such article");
    }

    /** Presses the button labelled {@code label} under {@code in}, as a click would. */
    private static void press(Composite in, String label) {
        for (Control c : in.getChildren()) {
            if (c instanceof Button button && label.equals(button.getText())) {
                button.notifyListeners(SWT.Selection, new Event());
                return;
            } else if (c instanceof Composite child) {
                press(child, label);
            }
        }
    }

    /** The texts of the styled text widgets (the compare editor's text panes) under {@code in}. */
    private static List<String> texts(Composite in) {
        List<String> out = new ArrayList<>();
        for (Control c : in.getChildren()) {
            if (c instanceof StyledText text && text.isVisible()) {
                out.add(text.getText());
            } else if (c instanceof Composite child) {
                out.addAll(texts(child));
            }
        }
        return out;
    }
}
