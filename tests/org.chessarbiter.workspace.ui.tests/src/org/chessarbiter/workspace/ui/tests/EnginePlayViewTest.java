package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;

import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.chessarbiter.workspace.ui.internal.engine.EnginePreferences;
import org.chessarbiter.workspace.ui.internal.engine.EngineSession;
import org.chessarbiter.workspace.ui.internal.setup.PositionSetupDialog;
import org.chessarbiter.workspace.ui.internal.setup.SetupHandler;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The computer at the board, as the board viewer of 003_e58897bc739f0c87.txt offers it: a position set up in FEN
 * (a bad FEN shows its located error), a game against the computer from it — the side to move is the user's, who
 * moves on the board; the computer answers — with both sides' moves written into the scoresheet and replayed by
 * the rules; the same with a UCI program where one is installed; the analysis of the position at the caret.
 */
class EnginePlayViewTest extends BoardViewFixture {

    /** After 1.e4 e5 2.Nf3 Nc6: White to move. */
    static final String CHESS_FEN = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    /** A xiangqi middle game without cannons: Red to move. */
    static final String XIANGQI_FEN = "r1bakab1r/9/2n3n2/p1p1p1p1p/9/9/P1P1P1P1P/2N3N2/9/R1BAKAB1R w - - 0 1";
    private static final Pattern SCORE = Pattern.compile("[+-]?\\d+\\.\\d\\d|#-?\\d+");

    private ScopedPreferenceStore preferences;

    @BeforeEach
    void theEmbeddedEngineAtLevelOne() {
        preferences = new ScopedPreferenceStore(InstanceScope.INSTANCE, EnginePreferences.QUALIFIER);
        preferences.setValue(EnginePreferences.ENGINE, EnginePreferences.EMBEDDED);
        preferences.setValue(EnginePreferences.LEVEL, 1);
    }

    @AfterEach
    void defaultPreferences() {
        preferences.setToDefault(EnginePreferences.ENGINE);
        preferences.setToDefault(EnginePreferences.LEVEL);
    }

    @Test
    void aBadFenInTheSetupDialogShowsItsLocatedError() throws Exception {
        String text = "[Event \"Thử\"]\n\n1.e4 *\n";
        ITextEditor editor = open("xep-the.bienban", text);
        caret(editor, end(text, "e4", 0), c -> c.played() == 1, "after 1.e4");
        PositionSetupDialog dialog = SetupHandler.dialog(view.getSite().getShell(), link());
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            assertNull(dialog.error(), "the position shown is a right FEN");
            assertTrue(dialog.canFinish());
            String bad = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNX b KQkq - 0 1";
            dialog.setFen(bad);
            assertNotNull(dialog.error(), "a bad FEN has an error");
            assertTrue(dialog.error().contains(String.valueOf(bad.indexOf('X') + 1)) && dialog.error().contains("'X'"),
                    "the error is located at the X, in its column: " + dialog.error());
            assertFalse(dialog.canFinish(), "OK waits until the FEN is right");
            Screenshots.save(Ui.capture(dialog.getShell()), "setup-bad-chess-fen");

            dialog.chooseGame("xiangqi");
            assertNull(dialog.error(), "xiangqi: its start position");
            String twoGenerals = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNK w - - 0 1";
            dialog.setFen(twoGenerals);
            assertNotNull(dialog.error());
            assertTrue(dialog.error().contains(String.valueOf(twoGenerals.lastIndexOf('K') + 1)),
                    "the second Red general is located: " + dialog.error());
            Screenshots.save(Ui.capture(dialog.getShell()), "setup-bad-xiangqi-fen");
            dialog.setFen(XIANGQI_FEN);
            assertNull(dialog.error());
            assertTrue(dialog.canFinish());
            Screenshots.save(Ui.capture(dialog.getShell()), "setup-xiangqi-fen");
        } finally {
            dialog.close();
        }
        assertEquals(text, document(editor).get(), "nothing is written before OK");
    }

    @Test
    void aGameAgainstTheEmbeddedEngineFromASetUpChessPositionWritesBothSidesMovesAllLegal() throws Exception {
        playFromSetUp("may-co-vua.bienban", "[Event \"Chơi với máy\"]\n\n1.e4 e5 *\n", CHESS_FEN, BoardShape.CHESS,
                "board-play-chess");
        assertTrue(setUpGame(document(view.getAdapter(BoardLink.class).editor()).get()).startsWith("3."),
                "numbered as the file numbers: 3.Xx without a space");
    }

    @Test
    void aGameAgainstTheEmbeddedEngineFromASetUpXiangqiPositionWritesBothSidesMovesAllLegal() throws Exception {
        playFromSetUp("may-co-tuong.bienban", "[Game \"Cờ Tướng\"]\n\n1) P2-5 M8.7 *\n", XIANGQI_FEN, BoardShape.XIANGQI,
                "board-play-xiangqi");
        String game = setUpGame(document(view.getAdapter(BoardLink.class).editor()).get());
        assertTrue(game.startsWith("1) ") && game.contains(" 2) ") && game.contains(" 3) ") && !game.contains(" 2. ") && !game.contains(" 3. "),
                "the set-up game is numbered as the file numbers, 1) (Luật cờ Tướng 2004 Điều 11.2): " + game);
    }

    @Test
    void stockfishFromDebianPlaysTheSameGame() throws Exception {
        Assumptions.assumeTrue(ChessEngines.INSTANCE.findUci().isPresent(), "no UCI chess engine installed");
        preferences.setValue(EnginePreferences.ENGINE, EnginePreferences.UCI);
        playFromSetUp("uci-co-vua.bienban", "[Event \"UCI\"]\n\n1.d4 *\n", CHESS_FEN, BoardShape.CHESS, "board-play-chess-uci");
        assertTrue(session().playingEngine().toLowerCase().contains("stockfish"), session().playingEngine());
    }

    @Test
    void fairyStockfishFromDebianPlaysTheSameXiangqiGame() throws Exception {
        Assumptions.assumeTrue(XiangqiEngines.INSTANCE.findUci().isPresent(), "no UCI xiangqi engine installed");
        preferences.setValue(EnginePreferences.ENGINE, EnginePreferences.UCI);
        playFromSetUp("uci-co-tuong.bienban", "[Game \"Cờ Tướng\"]\n\n1) P2-5 *\n", XIANGQI_FEN, BoardShape.XIANGQI,
                "board-play-xiangqi-uci");
        assertTrue(session().playingEngine().toLowerCase().contains("stockfish")
                || session().playingEngine().toLowerCase().contains("pikafish"), session().playingEngine());
    }

    @Test
    void theAnalysisFollowsTheCaret() throws Exception {
        String text = "[Event \"Phân tích\"]\n\n1.e4 e5 2.Mf3 Mc6 *\n";
        ITextEditor editor = open("phan-tich.bienban", text);
        caret(editor, end(text, "e5", 0), c -> c.played() == 2, "after 1...e5");
        session().toggleAnalysis();
        assertTrue(session().isAnalysing());
        Ui.waitUntil(() -> SCORE.matcher(session().text()).find(), "an evaluation of the position after 1...e5");
        screenshot("board-analysis");
        String first = session().text();
        caret(editor, end(text, "Mc6", 0), c -> c.played() == 4, "after 2...Mc6");
        Ui.waitUntil(() -> SCORE.matcher(session().text()).find() && !session().text().equals(first),
                "the evaluation of the position after 2...Mc6");
        session().toggleAnalysis();
        assertFalse(session().isAnalysing());
        assertEquals("", session().text());
        Ui.waitUntil(() -> Job.getJobManager().find(EngineSession.FAMILY).length == 0, "the search stopped");
    }

    /**
     * Sets up {@code fen} in a new game of a scoresheet holding {@code text}, plays three moves against the computer
     * from it (the first legal move each time, clicked on the board) and checks the computer's three answers: the
     * game replayed by the rules from the file has the six moves, every one legal.
     */
    private void playFromSetUp(String name, String text, String fen, BoardShape shape, String picture) throws Exception {
        ITextEditor editor = open(name, text);
        caret(editor, text.indexOf('*') - 1, c -> true, "the first game");
        PositionSetupDialog dialog = SetupHandler.dialog(view.getSite().getShell(), link());
        dialog.setBlockOnOpen(false);
        dialog.open();
        dialog.setFen(fen);
        assertTrue(dialog.canFinish(), String.valueOf(dialog.error()));
        dialog.finish();
        assertTrue(SetupHandler.add(link(), dialog.result()));
        assertTrue(document(editor).get().endsWith("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n*\n"), document(editor).get());
        waitForBoard(c -> c.played() == 0 && fen.equals(fenAt(c)), "the position set up");
        assertEquals(shape, view.state().shape());

        session().togglePlay();
        assertTrue(session().isPlaying());
        Side user = view.state().turn();
        for (int round = 1; round <= 3; round++) {
            int played = 2 * round;
            playFirstLegalMove();
            waitForBoard(c -> c.played() == played && c.position().turn() == user && !session().thinking(),
                    "the computer's answer " + round);
        }
        screenshot(picture);
        session().togglePlay();
        assertFalse(session().isPlaying());

        GameReplay<?, ?> replay = view.cursor().orElseThrow().replay();
        assertEquals(6, replay.mainLine().size(), "both sides' moves are written: " + document(editor).get());
        assertTrue(replay.mainLineComplete(), replay.findings().toString());
        assertTrue(replay.findings().stream().noneMatch(Finding::isError), replay.findings().toString());
        assertAllLegal(replay);
        assertEquals(fen, replay.game().tagValue("FEN").orElseThrow());
    }

    /** Clicks the first legal move of the position shown on the board (its squares, as a person does). */
    private void playFirstLegalMove() {
        GameCursor<?, ?> at = view.cursor().orElseThrow();
        String move = at.position().legalMoves().get(0).coordinates();
        BoardShape shape = view.state().shape();
        BoardClicks.click(view, shape.square(move, 0).orElseThrow());
        BoardClicks.click(view, shape.square(move, 2).orElseThrow());
    }

    private static <P extends Position<P, M>, M extends Move> void assertAllLegal(GameReplay<P, M> replay) {
        for (ReplayedMove<P, M> move : replay.mainLine()) {
            assertTrue(move.before().legalMoves().contains(move.move()), "legal: " + move.move().coordinates());
        }
    }

    /** The movetext of the game set up (the last of the scoresheet). */
    private static String setUpGame(String text) {
        String fenTag = text.substring(text.lastIndexOf("[FEN"));
        return fenTag.substring(fenTag.indexOf("\n\n") + 2);
    }

    private static <P extends Position<P, M>, M extends Move> String fenAt(GameCursor<P, M> cursor) {
        return cursor.position() == null ? "" : cursor.replay().kind().fen(cursor.position());
    }

    private BoardLink link() {
        return view.getAdapter(BoardLink.class);
    }

    private EngineSession session() {
        return view.getAdapter(EngineSession.class);
    }

    private static IDocument document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }
}
