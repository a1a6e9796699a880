package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.scoresheet.ui.ScoresheetPreferenceKeys;
import org.chessarbiter.xtext.eclipse.ui.editor.ContentAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.editor.ProblemAnnotations;
import org.chessarbiter.xtext.eclipse.ui.editor.QuickAssistProcessor;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Scoresheets preference page (chess piece letters, xiangqi notation) and what it changes: content
 * assist writes moves in the preferred notation where the file leaves it open, a file written in one
 * notation keeps it, the "convert the game" quick fix offers the preferred notation first, and the
 * "convert to the preferred notation" command rewrites the games that are not written in it.
 */
class NotationPreferenceTest {

    /** Pawn moves only: every SAN locale reads them alike, so the file does not decide the piece letters. */
    static final String PAWNS = "[Event \"Giải thử\"]\n\n1. d4 d5 2. c4 *\n";
    /** Mf6 is a knight move in Vietnamese letters only: the file is written in them. */
    static final String VIETNAMESE = "[Event \"Giải thử\"]\n\n1. d4 Mf6 2. c4 *\n";
    /** A game that changes from Vietnamese letters (Mf3) to English ones (Nc6). */
    static final String MIXED = "[Event \"Giải thử\"]\n\n1. e4 e5 2. Mf3 Nc6 *\n";
    static final String XIANGQI = "[Variant \"xiangqi\"]\n\n*\n";

    static final String MIXED_NOTATION = "org.chessarbiter.scoresheet.mixedNotation";
    static final String PAGE = "org.chessarbiter.scoresheet.ui.scoresheet";
    static final String COLOURS = "org.chessarbiter.scoresheet.ui.colors";
    static final String CONVERT = "org.chessarbiter.scoresheet.ui.convertToPreferredNotation";

    @AfterEach
    void defaults() {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(ScoresheetPreferenceKeys.QUALIFIER);
        node.remove(ScoresheetPreferenceKeys.PIECE_LETTERS);
        node.remove(ScoresheetPreferenceKeys.XIANGQI_NOTATION);
    }

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void thePreferredPieceLettersWriteTheProposalsWhereTheFileLeavesThemOpen() throws Exception {
        ITextEditor editor = open("chua-ro.bienban", PAWNS);
        int offset = PAWNS.indexOf('*');
        assertProposes(proposals(editor, offset), "the default letters V H X T M", "Mc6", "Mf6");
        prefer(ScoresheetPreferenceKeys.PIECE_LETTERS, "en");
        assertEquals(legal(San.pgn(), "d4", "d5", "c4"), proposals(editor, offset),
                "exactly the legal moves, in the preferred English letters");
        prefer(ScoresheetPreferenceKeys.PIECE_LETTERS, "de");
        assertProposes(proposals(editor, offset), "German letters", "Sc6", "Dd6");
    }

    @Test
    void aFileWrittenInOneNotationKeepsIt() throws Exception {
        prefer(ScoresheetPreferenceKeys.PIECE_LETTERS, "en");
        Set<String> proposed = proposals(open("chu-viet.bienban", VIETNAMESE), VIETNAMESE.indexOf('*'));
        assertProposes(proposed, "the file's letters win", "Mc6");
        assertFalse(proposed.contains("Nc6"), proposed.toString());
    }

    @Test
    void theXiangqiNotationPreferenceWritesTheFirstMoves() throws Exception {
        ITextEditor editor = open("co-tuong.bienban", XIANGQI);
        Set<String> shortForm = proposals(editor, XIANGQI.indexOf('*'));
        assertProposes(shortForm, "Luật cờ Tướng 2004 Điều 11.2a", "P2-5", "M2.3");
        prefer(ScoresheetPreferenceKeys.XIANGQI_NOTATION, "iccs");
        Set<String> iccs = proposals(editor, XIANGQI.indexOf('*'));
        assertProposes(iccs, "ICCS", "h2e2", "h0g2");
        assertEquals(shortForm.size(), iccs.size(), "the same 44 moves, written otherwise");
    }

    @Test
    void theConvertQuickFixOffersThePreferredNotationFirst() throws Exception {
        prefer(ScoresheetPreferenceKeys.PIECE_LETTERS, "de");
        ITextEditor editor = open("lan-lon.bienban", MIXED);
        ISourceViewer viewer = Workbench.viewer(editor);
        IDocument document = Workbench.document(editor);
        int at = MIXED.indexOf("Nc6");
        Workbench.waitUntil("the mixed-notation warning", () -> ProblemAnnotations.of(viewer).stream()
                .anyMatch(a -> a.issue().getCode().equals(MIXED_NOTATION)));
        ICompletionProposal[] fixes = new QuickAssistProcessor().computeQuickAssistProposals(RegulationsEditorTest.context(viewer, at + 1));
        List<String> labels = Arrays.stream(fixes).map(ICompletionProposal::getDisplayString).toList();
        assertEquals(List.of("Convert the game to san-de", "Convert the game to san-vi", "Convert the game to san-en"), labels);
        fixes[0].apply(document);
        assertTrue(document.get().contains("2. Sf3 Sc6"), document.get());
        assertFalse(document.get().contains("Mf3"), document.get());
    }

    @Test
    void theConvertCommandRewritesEveryGameInThePreferredNotation() throws Exception {
        prefer(ScoresheetPreferenceKeys.PIECE_LETTERS, "en");
        String second = "[Event \"Ván hai\"]\n\n1. e4 Mc6 *\n";
        ITextEditor editor = open("doi-cach-ghi.bienban", VIETNAMESE + "\n" + PAWNS + "\n" + second);
        IDocument document = Workbench.document(editor);
        Workbench.page().activate(editor);
        editor.getSite().getService(IHandlerService.class).executeCommand(CONVERT, null);
        String converted = document.get();
        assertTrue(converted.contains("Nf6") && converted.contains("Nc6"), "both Vietnamese games in English letters: " + converted);
        assertFalse(converted.contains("Mf6") || converted.contains("Mc6"), converted);
        assertTrue(converted.contains(PAWNS), "a game of pawn moves reads in English already: left as written");
        editor.getAdapter(ITextOperationTarget.class).doOperation(ITextOperationTarget.UNDO);
        assertEquals(VIETNAMESE + "\n" + PAWNS + "\n" + second, document.get(), "one undo takes the conversion back");
    }

    @Test
    void thePreferencePageStoresTheChoicesAndTheColourPageOpens() throws Exception {
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(Workbench.page().getWorkbenchWindow().getShell(), PAGE,
                new String[] { PAGE, COLOURS }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            PreferencePage page = (PreferencePage) dialog.getSelectedPage();
            List<Combo> combos = combos(page.getControl());
            assertEquals(2, combos.size(), "piece letters and xiangqi notation");
            assertEquals("Vietnamese (V H X T M)", combos.get(0).getText(), "the default letters");
            choose(combos.get(0), List.of(ScoresheetPreferenceKeys.PIECE_LETTER_LOCALES).indexOf("fr"));
            choose(combos.get(1), List.of(ScoresheetPreferenceKeys.XIANGQI_NOTATIONS).indexOf("wxf"));
            showing(dialog);
            Screenshots.window(dialog.getShell(), "scoresheet-preferences");
            assertTrue(page.performOk());
            assertEquals("fr", stored(ScoresheetPreferenceKeys.PIECE_LETTERS));
            assertEquals("wxf", stored(ScoresheetPreferenceKeys.XIANGQI_NOTATION));
        } finally {
            dialog.close();
        }
        PreferenceDialog colourDialog = PreferencesUtil.createPreferenceDialogOn(Workbench.page().getWorkbenchWindow().getShell(),
                COLOURS, new String[] { PAGE, COLOURS }, null);
        colourDialog.setBlockOnOpen(false);
        colourDialog.open();
        try {
            PreferencePage colours = (PreferencePage) colourDialog.getSelectedPage();
            assertTrue(colours.getControl() != null && !colours.getControl().isDisposed(), "the colour page shows");
            showing(colourDialog);
            Screenshots.window(colourDialog.getShell(), "scoresheet-colour-preferences");
        } finally {
            colourDialog.close();
        }
    }

    /** Lets the dialog come to the front and paint (for its screenshot). */
    private static void showing(PreferenceDialog dialog) {
        dialog.getShell().forceActive();
        Workbench.waitUntil("the dialog on screen", () -> dialog.getShell().isVisible());
        Workbench.spin(1000);
        dialog.getShell().update();
    }

    private static ITextEditor open(String name, String text) throws Exception {
        IProject project = Workbench.project("cach-ghi");
        IFile file = Workbench.write(project, name, text);
        return Workbench.open(file);
    }

    private static void prefer(String key, String value) {
        InstanceScope.INSTANCE.getNode(ScoresheetPreferenceKeys.QUALIFIER).put(key, value);
    }

    private static String stored(String key) {
        return Platform.getPreferencesService().getString(ScoresheetPreferenceKeys.QUALIFIER, key, null, null);
    }

    private static Set<String> proposals(ITextEditor editor, int offset) {
        return Arrays.stream(new ContentAssistProcessor().computeCompletionProposals(Workbench.viewer(editor), offset))
                .map(p -> p.getDisplayString().split(" ")[0]).collect(Collectors.toCollection(TreeSet::new));
    }

    private static void assertProposes(Set<String> proposed, String what, String... moves) {
        assertTrue(proposed.containsAll(List.of(moves)), what + ": " + proposed);
    }

    /** The legal moves after {@code moves}, written in {@code notation} (the chess engine's answer). */
    private static Set<String> legal(MoveNotation<ChessPosition, ChessMove> notation, String... moves) {
        ChessPosition position = ChessRules.fide2018().initialPosition();
        for (String move : moves) {
            position = position.play(notation.parse(position, move).toOptional().orElseThrow());
        }
        ChessPosition at = position;
        return at.legalMoves().stream().map(m -> notation.format(at, m)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<Combo> combos(Control control) {
        if (control instanceof Combo combo) {
            return List.of(combo);
        }
        if (control instanceof Composite composite) {
            return Arrays.stream(composite.getChildren()).flatMap(child -> combos(child).stream()).toList();
        }
        return List.of();
    }

    private static void choose(Combo combo, int index) {
        combo.select(index);
        combo.notifyListeners(SWT.Selection, new Event());
    }
}
