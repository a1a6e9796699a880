package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.ui.editor.LexicalTokens;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Typing in a 300-ply annotated game: for each keystroke, the reconcile work (parse once + validate +
 * semantic highlighting, {@link DocumentModel#validate()}) and the UI thread's lexing are timed and printed,
 * beside the anchor: a bare re-parse of the same text by an XtextResource in the same run (ratio).
 * A measurement, not an assertion.
 */
class KeystrokeReconcileBenchmarkTest {

    private static final int KEYSTROKES = 60;
    private static final int WARMUP = 10;

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void reconcileTimePerKeystrokeIn300PlyAnnotatedGame() throws Exception {
        List<String> moves = new RandomGames(300L).moves(300);
        String game = "[Event \"Giải thử\"]\n[Site \"Hà Nội\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                + RandomGames.movetext(moves, true) + "*\n";
        IProject project = Workbench.project("danh-may");
        IFile file = Workbench.write(project, "van300.bienban", game);
        ITextEditor editor = Workbench.open(file);
        IDocument document = Workbench.document(editor);
        DocumentModel model = DocumentModels.get().forDocument(document).orElseThrow();
        int where = document.get().indexOf("giữ thế trận", document.getLength() / 2);

        List<Double> reconcile = new ArrayList<>();
        List<Double> lexing = new ArrayList<>();
        List<Double> parseOnly = new ArrayList<>();
        XtextResource anchor = anchor(model, document.get());
        for (int key = 0; key < KEYSTROKES + WARMUP; key++) {
            document.replace(where + key, 0, "x");
            long t0 = System.nanoTime();
            LexicalTokens.of(model);
            long t1 = System.nanoTime();
            ParsedDocument state = model.validate();
            long t2 = System.nanoTime();
            anchor.reparse(document.get());
            long t3 = System.nanoTime();
            assertTrue(state.isValidated());
            if (key >= WARMUP) {
                lexing.add((t1 - t0) / 1e6);
                reconcile.add((t2 - t1) / 1e6);
                parseOnly.add((t3 - t2) / 1e6);
            }
        }
        System.out.printf("BENCHMARK keystroke in a %d-ply annotated game (%d chars): reconcile median %.2f ms, max %.2f ms;"
                + " UI-thread lexing median %.2f ms; anchor bare re-parse median %.2f ms; reconcile/re-parse ratio %.2f%n",
                moves.size(), document.getLength(), median(reconcile), Collections.max(reconcile), median(lexing),
                median(parseOnly), median(reconcile) / median(parseOnly));
    }

    private static XtextResource anchor(DocumentModel model, String text) throws Exception {
        XtextResourceSet set = new XtextResourceSet();
        XtextResource resource = (XtextResource) model.language().get(IResourceFactory.class)
                .createResource(URI.createURI("anchor.bienban"));
        set.getResources().add(resource);
        resource.load(new LazyStringInputStream(text, "UTF-8"), null);
        return resource;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
