package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.editor.ContentAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.editor.IssueAnnotation;
import org.chessarbiter.xtext.eclipse.ui.editor.ProblemAnnotations;
import org.chessarbiter.xtext.eclipse.ui.editor.QuickAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.outline.OutlinePage;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.part.PageBookView;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The scoresheet language's services (issue 8) through the bridge: a scoresheet with an ambiguous move and
 * an illegal one; the markers and annotations at the moves; content assist at a move gives exactly the
 * legal moves (checked against the chess engine); the quick fix disambiguates and the error goes; the
 * outline lists the games; moves have their colour.
 */
class ScoresheetServicesTest {

    /** 3. Ne2 is ambiguous (knights on c3 and g1, FIDE 2018 C.10); 2. Qxd5 is illegal (the d4 pawn blocks, FIDE 2018 3.5). */
    static final String TEXT = "[Event \"Giải thử\"]\n[Site \"Hà Nội\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n"
            + "[White \"An\"]\n[Black \"Bình\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nc3 Nc6 3. Ne2 *\n\n"
            + "[Event \"Giải thử\"]\n[Site \"Hà Nội\"]\n[Date \"2026.11.23\"]\n[Round \"2\"]\n"
            + "[White \"Chi\"]\n[Black \"Dũng\"]\n[Result \"*\"]\n\n1. d4 d5 2. Qxd5 *\n";

    static final String AMBIGUOUS = "org.chessarbiter.scoresheet.ambiguousMove";
    static final String ILLEGAL = "org.chessarbiter.scoresheet.illegalMove";

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void anAmbiguousAndAnIllegalMoveAreMarkedAndTheAmbiguityIsFixed() throws Exception {
        IProject project = Workbench.project("bien-ban-dich-vu");
        IFile file = Workbench.write(project, "van.bienban", TEXT);
        Workbench.build(project);
        int ambiguous = TEXT.indexOf("Ne2");
        int illegal = TEXT.indexOf("Qxd5");
        assertEquals(Set.of(AMBIGUOUS + "@" + ambiguous, ILLEGAL + "@" + illegal),
                Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                        .filter(m -> Set.of(AMBIGUOUS, ILLEGAL).contains(m.getAttribute(ProblemMarkers.CODE, "")))
                        .map(m -> m.getAttribute(ProblemMarkers.CODE, "") + "@" + m.getAttribute(IMarker.CHAR_START, -1))
                        .collect(Collectors.toSet()));

        ITextEditor editor = Workbench.open(file);
        ISourceViewer viewer = Workbench.viewer(editor);
        IDocument document = Workbench.document(editor);
        Workbench.waitUntil("the move annotations", () -> moveProblems(viewer).size() == 2);
        assertEquals(Set.of(AMBIGUOUS + "@" + ambiguous + ":3", ILLEGAL + "@" + illegal + ":4"), moveProblems(viewer).stream()
                .map(a -> a.issue().getCode() + "@" + RegulationsEditorTest.position(viewer, a)).collect(Collectors.toSet()));
        Screenshots.window(editor.getSite().getShell(), "scoresheet-problems");

        ICompletionProposal[] fixes = new QuickAssistProcessor()
                .computeQuickAssistProposals(RegulationsEditorTest.context(viewer, ambiguous + 1));
        List<String> labels = Arrays.stream(fixes).map(ICompletionProposal::getDisplayString).toList();
        assertEquals(new TreeSet<>(List.of("Write Nce2", "Write Nge2")), new TreeSet<>(labels));
        fixes[labels.indexOf("Write Nge2")].apply(document);
        assertEquals(TEXT.replace("3. Ne2", "3. Nge2"), document.get());
        Workbench.waitUntil("the ambiguity to go", () -> moveProblems(viewer).size() == 1
                && moveProblems(viewer).get(0).issue().getCode().equals(ILLEGAL));
    }

    @Test
    void contentAssistAtAMoveGivesExactlyTheLegalMoves() throws Exception {
        IProject project = Workbench.project("bien-ban-dich-vu");
        IFile file = Workbench.write(project, "goi-y.bienban", TEXT);
        ITextEditor editor = Workbench.open(file);
        int offset = TEXT.indexOf("Ne2");
        Set<String> proposed = Arrays.stream(new ContentAssistProcessor().computeCompletionProposals(Workbench.viewer(editor), offset))
                .map(p -> p.getDisplayString().split(" ")[0]).collect(Collectors.toCollection(TreeSet::new));
        ChessPosition position = ChessRules.fide2018().initialPosition();
        for (String san : List.of("e4", "e5", "Nc3", "Nc6")) {
            position = position.play(San.pgn().parse(position, san).toOptional().orElseThrow());
        }
        Set<String> legal = new TreeSet<>();
        for (ChessMove move : position.legalMoves()) {
            legal.add(San.pgn().format(position, move));
        }
        assertEquals(legal, proposed, "the legal moves after 1. e4 e5 2. Nc3 Nc6, in the game's notation (English SAN)");
    }

    @Test
    void theOutlineListsTheGamesAndMovesHaveTheirColour() throws Exception {
        IProject project = Workbench.project("bien-ban-dich-vu");
        IFile file = Workbench.write(project, "dan-y.bienban", TEXT);
        ITextEditor editor = Workbench.open(file);
        ISourceViewer viewer = Workbench.viewer(editor);
        PageBookView outline = (PageBookView) Workbench.page().showView(IPageLayout.ID_OUTLINE);
        Workbench.page().activate(editor);
        Workbench.waitUntil("the outline page", () -> outline.getCurrentPage() instanceof OutlinePage page
                && page.symbols().size() == 2);
        List<DocumentSymbol> games = ((OutlinePage) outline.getCurrentPage()).symbols();
        assertTrue(games.get(0).getName().contains("An") && games.get(1).getName().contains("Chi"),
                games.stream().map(DocumentSymbol::getName).toList().toString());

        int move = TEXT.indexOf("e4");
        Workbench.waitUntil("the move colour", () -> {
            StyleRange style = viewer.getTextWidget().getStyleRangeAtOffset(move);
            return style != null && style.foreground != null && style.foreground.getRGB().equals(new RGB(0, 0, 128))
                    && (style.fontStyle & SWT.BOLD) != 0;
        });
        assertNotNull(viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("\"Giải thử\"") + 1));
        Screenshots.window(editor.getSite().getShell(), "scoresheet-outline");
    }

    static List<IssueAnnotation> moveProblems(ISourceViewer viewer) {
        return ProblemAnnotations.of(viewer).stream().filter(a -> Set.of(AMBIGUOUS, ILLEGAL).contains(a.issue().getCode())).toList();
    }
}
