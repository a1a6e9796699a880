package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.ui.law.CitationLink;
import org.chessarbiter.regulations.ui.law.VerdictCitationHyperlinkDetector;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The verdicts of a scoresheet link to the law library: the problem on a result that contradicts the final position
 * ("… Black wins by checkmate (FIDE 2018 5.1.1)") and the result's hover cite an article, and Ctrl+click there opens
 * the library's law text at it.
 */
class VerdictCitationLinksTest {

    /** Black mates on move 2; the result written says a draw. */
    static final String GAME = "[Event \"Giải cờ Vua Hà Nội mở rộng 2026\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"
            + "1. f3 e5 2. g4 Qh4# 1/2-1/2\n";

    private static IFile scoresheet;

    @BeforeAll
    static void createProject() throws Exception {
        IProject project = Workbench.project("phan-quyet-luat");
        scoresheet = Workbench.write(project, "van.pgn", GAME);
        Workbench.build(project);
    }

    @AfterEach
    void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    /** The messages of the annotations of the viewer that cover {@code offset}. */
    private static List<String> problemsAt(ISourceViewer viewer, int offset) {
        IAnnotationModel model = viewer.getAnnotationModel();
        List<String> out = new ArrayList<>();
        for (Iterator<Annotation> i = model.getAnnotationIterator(); i.hasNext();) {
            Annotation a = i.next();
            Position p = model.getPosition(a);
            if (p != null && a.getText() != null && p.includes(offset)) {
                out.add(a.getText());
            }
        }
        return out;
    }

    @Test
    void theCitationOfAVerdictOpensItsArticleInTheLawLibrary() throws Exception {
        ITextEditor editor = Workbench.open(scoresheet);
        ISourceViewer viewer = Workbench.viewer(editor);
        int result = GAME.lastIndexOf("1/2-1/2");
        Workbench.waitUntil("the problem on the result", () -> problemsAt(viewer, result + 1).stream()
                .anyMatch(m -> m.contains("FIDE 2018 5.1.1")));

        IHyperlink[] links = new VerdictCitationHyperlinkDetector().detectHyperlinks(viewer, new Region(result + 1, 0), true);
        assertNotNull(links, "the verdict at the result cites an article of the library");
        CitationLink link = assertInstanceOf(CitationLink.class, links[0]);
        assertEquals("FIDE 2018 5.1.1", link.written());
        assertEquals(1, links.length, "the problem and the hover cite the same article once");
        assertEquals(result, link.getHyperlinkRegion().getOffset(), "the link is on the result the verdict is about");
        assertEquals("fide2018.luat", link.target().target().lastSegment());
        assertTrue(link.getHyperlinkText().contains("FIDE 2018 5.1.1"), link.getHyperlinkText());
        // the moves before carry no verdict
        assertNull(new VerdictCitationHyperlinkDetector().detectHyperlinks(viewer, new Region(GAME.indexOf("e5"), 0), true));

        link.open();
        IEditorPart active = Workbench.page().getActiveEditor();
        ITextEditor opened = assertInstanceOf(ITextEditor.class, active);
        assertEquals("fide2018.luat", opened.getEditorInput().getName());
        IDocument document = Workbench.document(opened);
        assertEquals(LawLibrary.source("fide2018"), document.get(), "the library's law text");
        ITextSelection selection = (ITextSelection) opened.getSelectionProvider().getSelection();
        assertEquals("5.1.1", selection.getText());
        assertTrue(document.get(selection.getOffset(), 200).contains("chiếu hết"), "the article on checkmate");
        IWorkbenchPage page = Workbench.page();
        IWorkbenchPartReference opener = page.getActivePartReference();
        page.setPartState(opener, IWorkbenchPage.STATE_MAXIMIZED);
        Workbench.spin(500);
        Screenshots.window(page.getWorkbenchWindow().getShell(), "law-article-from-verdict");
        page.setPartState(opener, IWorkbenchPage.STATE_RESTORED);
    }
}
