package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;

import org.chessarbiter.xtext.eclipse.ui.editor.BracketMatcher;
import org.chessarbiter.xtext.eclipse.ui.editor.IssueAnnotation;
import org.chessarbiter.xtext.eclipse.ui.editor.ProblemAnnotations;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** A scoresheet in the generic editor: validation, colours, brackets, toggle comment. */
class ScoresheetEditorTest {

    static final String GAME = "[Event \"Giải thử\"]\n[Site \"Hà Nội\"]\n[Site \"Huế\"]\n\n"
            + "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6\n3. Bb5 *\n";

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void duplicateTagIsAnnotatedAtItsName() throws Exception {
        ITextEditor editor = openNew("van1.bienban");
        ISourceViewer viewer = Workbench.viewer(editor);
        int second = GAME.indexOf("Site", GAME.indexOf("Site") + 1);
        Workbench.waitUntil("the duplicate tag", () -> duplicateTags(viewer).size() == 1);
        IssueAnnotation annotation = duplicateTags(viewer).get(0);
        assertEquals(second + ":4", RegulationsEditorTest.position(viewer, annotation));
        assertEquals(IssueAnnotation.ERROR, annotation.getType());
    }

    @Test
    void tagValuesHaveTheStringColourAndVariationsMatch() throws Exception {
        ITextEditor editor = openNew("van2.bienban");
        ISourceViewer viewer = Workbench.viewer(editor);
        int value = GAME.indexOf("\"Giải thử\"") + 1;
        Workbench.waitUntil("string colour", () -> {
            StyleRange style = viewer.getTextWidget().getStyleRangeAtOffset(value);
            return style != null && style.foreground != null && style.foreground.getRGB().equals(new RGB(42, 0, 255));
        });
        IDocument document = Workbench.document(editor);
        int open = GAME.indexOf("(2. f4");
        int close = GAME.indexOf("exf4)") + 4;
        IRegion match = new BracketMatcher().match(document, open + 1);
        assertNotNull(match, "the variation's bracket has its partner");
        assertEquals(open, match.getOffset());
        assertEquals(close - open + 1, match.getLength());
        Screenshots.window(editor.getSite().getShell(), "scoresheet-editor");
    }

    @Test
    void toggleCommentUsesTheLanguagesPrefix() throws Exception {
        ITextEditor editor = openNew("van3.bienban");
        IDocument document = Workbench.document(editor);
        int line = GAME.indexOf("3. Bb5");
        editor.selectAndReveal(line, 0);
        IHandlerService handlers = editor.getSite().getService(IHandlerService.class);
        handlers.executeCommand("org.chessarbiter.xtext.eclipse.toggleComment", null);
        assertEquals(GAME.replace("3. Bb5", "; 3. Bb5"), document.get());
        handlers.executeCommand("org.chessarbiter.xtext.eclipse.toggleComment", null);
        assertEquals(GAME, document.get());
    }

    /** Writes {@link #GAME} to a new scoresheet of the project "bien-ban" and opens it. */
    static ITextEditor openNew(String name) throws Exception {
        IProject project = Workbench.project("bien-ban");
        IFile file = Workbench.write(project, name, GAME);
        assertEquals("org.eclipse.ui.genericeditor.GenericEditor", IDE.getEditorDescriptor(file, true, false).getId(),
                "scoresheets open in the generic editor by default");
        return Workbench.open(file);
    }

    static List<IssueAnnotation> duplicateTags(ISourceViewer viewer) {
        return ProblemAnnotations.of(viewer).stream()
                .filter(a -> "org.chessarbiter.scoresheet.duplicateTag".equals(a.issue().getCode())).toList();
    }
}
