package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.ui.editor.ContentAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.editor.MarkerResolutions;
import org.chessarbiter.xtext.eclipse.ui.outline.OutlinePage;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.TextSelection;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.quickassist.QuickAssistAssistant;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.ISourceViewerExtension3;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.part.PageBookView;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The scoresheet editor's rough edges found on the tour of issue 18: Ctrl+1 at the caret on an illegal move, or
 * elsewhere on its line, offers the fixes the Problems view offers; the moves keep their colours after an outline item is clicked; content assist
 * writes captures with the file's capture sign.
 */
class EditorRoughEdgesTest {

    /** 2. Mg3 is illegal in the second game (no knight reaches g3, FIDE 2018 3.6); Vietnamese letters, captures with ':'. */
    static final String TEXT = "[White \"An\"]\n[Black \"Bình\"]\n\n1. e4 d5 2. e:d5 *\n\n"
            + "[White \"Chi\"]\n[Black \"Dũng\"]\n\n1. d4 Mf6 2. Mg3 *\n";

    static final RGB MOVE = new RGB(0, 0, 128);

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void ctrl1AtTheCaretOnAnIllegalMoveOffersTheFixesOfTheProblemsView() throws Exception {
        IProject project = Workbench.project("bien-ban-goc-canh");
        IFile file = Workbench.write(project, "ctrl1.bienban", TEXT);
        Workbench.build(project);
        int illegal = TEXT.indexOf("Mg3");
        IMarker marker = Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                .filter(m -> m.getAttribute(IMarker.CHAR_START, -1) == illegal).findFirst().orElseThrow();
        Set<String> fromProblemsView = Arrays.stream(new MarkerResolutions().getResolutions(marker))
                .map(IMarkerResolution::getLabel).collect(Collectors.toCollection(TreeSet::new));
        assertFalse(fromProblemsView.isEmpty(), "the Problems view offers fixes for " + marker.getAttribute(IMarker.MESSAGE, ""));

        ITextEditor editor = Workbench.open(file);
        ISourceViewer viewer = Workbench.viewer(editor);
        Workbench.waitUntil("the illegal move's annotation", () -> ScoresheetServicesTest.moveProblems(viewer).size() == 1);
        int lineStart = TEXT.lastIndexOf('\n', illegal) + 1;
        // on the move, and anywhere on its line (the caret need not be on the move, as in Java editors)
        for (int caret : List.of(illegal, illegal + 1, illegal + "Mg3".length(), lineStart, lineStart + 3)) {
            editor.selectAndReveal(caret, 0);
            // what Ctrl+1 computes: the editor's own quick assistant with its invocation context at the caret
            IQuickAssistAssistant assistant = ((ISourceViewerExtension3) viewer).getQuickAssistAssistant();
            ICompletionProposal[] proposals = ((QuickAssistAssistant) assistant).getQuickAssistProcessor()
                    .computeQuickAssistProposals(((ISourceViewerExtension3) viewer).getQuickAssistInvocationContext());
            Set<String> offered = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(fromProblemsView, offered, "Ctrl+1 with the caret at " + caret);
        }
    }

    @Test
    void theMovesKeepTheirColoursAfterAnOutlineItemIsClicked() throws Exception {
        IProject project = Workbench.project("bien-ban-goc-canh");
        IFile file = Workbench.write(project, "dan-y-mau.bienban", TEXT);
        ITextEditor editor = Workbench.open(file);
        ISourceViewer viewer = Workbench.viewer(editor);
        PageBookView outline = (PageBookView) Workbench.page().showView(IPageLayout.ID_OUTLINE);
        Workbench.page().activate(editor);
        Workbench.waitUntil("the outline page", () -> outline.getCurrentPage() instanceof OutlinePage page
                && page.symbols().size() == 2);
        List<Integer> moves = List.of(TEXT.indexOf("e4"), TEXT.indexOf("e:d5"), TEXT.indexOf("Mf6"));
        Workbench.waitUntil("the moves' colour", () -> moves.stream().allMatch(m -> isMoveColoured(viewer, m)));

        OutlinePage page = (OutlinePage) outline.getCurrentPage();
        DocumentSymbol second = page.symbols().get(1);
        Workbench.page().activate(outline);
        page.setSelection(new StructuredSelection(second));
        DocumentSymbol move = second.getChildren().get(second.getChildren().size() - 1);
        page.setSelection(new StructuredSelection(move));
        assertTrue(((TextSelection) editor.getSelectionProvider().getSelection()).getLength() > 0, "the outline selected the move");
        Workbench.spin(1500);
        for (int m : moves) {
            assertTrue(isMoveColoured(viewer, m), "the move at " + m + " keeps its colour: " + viewer.getTextWidget().getStyleRangeAtOffset(m));
        }
        Screenshots.window(editor.getSite().getShell(), "scoresheet-after-outline-click");
    }

    /**
     * What took the colours off: a read of the model (the outline's, the board's, a hover's) after another document
     * of the project published a new text links the same text again into a state not validated yet; a repaint
     * before the reconciler validated it again found no semantic highlighting. The state validated before, of the
     * same text, is kept for the highlighting until then.
     */
    @Test
    void theMovesKeepTheirColoursWhenTheTextIsLinkedAgainBeforeItIsValidated() throws Exception {
        IProject project = Workbench.project("bien-ban-lien-ket");
        ITextEditor other = Workbench.open(Workbench.write(project, "khac.bienban", TEXT));
        ITextEditor editor = Workbench.open(Workbench.write(project, "mau.bienban", TEXT));
        ISourceViewer viewer = Workbench.viewer(editor);
        List<Integer> moves = List.of(TEXT.indexOf("e4"), TEXT.indexOf("e:d5"), TEXT.indexOf("Mf6"));
        Workbench.waitUntil("the moves' colour", () -> moves.stream().allMatch(m -> isMoveColoured(viewer, m)));
        DocumentModel model = DocumentModels.get().forDocument(Workbench.document(editor)).orElseThrow();
        DocumentModel otherModel = DocumentModels.get().forDocument(Workbench.document(other)).orElseThrow();

        Workbench.document(other).replace(0, 0, " ");
        otherModel.read(state -> state.text());
        model.read(state -> state.text());
        assertTrue(model.lastValidated() != null, "the state validated before still fits the same text");
        viewer.invalidateTextPresentation();
        for (int m : moves) {
            assertTrue(isMoveColoured(viewer, m), "the move at " + m + " keeps its colour: " + viewer.getTextWidget().getStyleRangeAtOffset(m));
        }
    }

    @Test
    void contentAssistWritesCapturesWithTheFilesCaptureSign() throws Exception {
        IProject project = Workbench.project("bien-ban-goc-canh");
        IFile file = Workbench.write(project, "an-quan.bienban", TEXT);
        ITextEditor editor = Workbench.open(file);
        int end = TEXT.indexOf('*');
        Set<String> proposed = Arrays.stream(new ContentAssistProcessor().computeCompletionProposals(Workbench.viewer(editor), end))
                .map(p -> p.getDisplayString().split(" ")[0]).collect(Collectors.toCollection(TreeSet::new));
        assertTrue(proposed.contains("H:d5"), "Black's queen takes on d5, written as the file writes captures: " + proposed);
        assertFalse(proposed.stream().anyMatch(m -> m.contains("x")), proposed.toString());
    }

    private static boolean isMoveColoured(ISourceViewer viewer, int offset) {
        StyleRange style = viewer.getTextWidget().getStyleRangeAtOffset(offset);
        return style != null && style.foreground != null && style.foreground.getRGB().equals(MOVE)
                && (style.fontStyle & SWT.BOLD) != 0;
    }
}
