package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.VirtualTimeSource;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.clock.ClockFace;
import org.chessarbiter.workspace.ui.ClockView;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The clock view beside the board, on a virtual time source (no real waiting): ten moves played on the board
 * with the clock running write their {@code [%clk]} / {@code [%emt]} readings into the scoresheet, the +2
 * minute penalty of an illegal move (FIDE 2018 7.5.5) is given and recorded as an incident, the flag falls
 * with the verdict of FIDE 2018 6.9 shown; in replay the view reads the faces at the caret.
 */
class ClockViewTest extends BoardViewFixture {

    /** 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d3 d6, as squares (file, rank from White's side, 0-based). */
    private static final int[][] MOVES = {
        {4, 1, 4, 3}, {4, 6, 4, 4}, {6, 0, 5, 2}, {1, 7, 2, 5}, {5, 0, 2, 3},
        {5, 7, 2, 4}, {2, 1, 2, 2}, {6, 7, 5, 5}, {3, 1, 3, 2}, {3, 6, 3, 5},
    };

    private ClockView clock;

    @AfterEach
    void closeClock() {
        if (clock != null) {
            page.hideView(clock);
        }
    }

    @Test
    void tenMovesWithTheClockAPenaltyAndTheFlag() throws Exception {
        clock = (ClockView) page.showView(ClockView.ID);
        assertNotNull(clock, "the clock view opens");
        String text = "[Event \"Thử đồng hồ\"]\n[TimeControl \"40/5400+30:1800+30\"]\n\n*\n";
        ITextEditor editor = open("dongho.bienban", text);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        // the moves are written on one line: wrapped, the screenshots show the whole scoresheet
        ((StyledText) editor.getAdapter(Control.class)).setWordWrap(true);
        caret(editor, text.indexOf('*'), c -> c.played() == 0, "the start of the game");
        Ui.waitUntil(() -> clock.cursor().isPresent() && clock.canStart(), "the clock follows the game and can start");
        assertTrue(clock.statusText().contains("40/5400+30:1800+30"), clock.statusText());
        assertEquals(5_400_000, face(Side.FIRST).remaining().getAsLong(), "White's first period before the game");

        VirtualTimeSource time = new VirtualTimeSource(1_000_000);
        clock.setTimeSource(time);
        clock.start();
        assertTrue(clock.isRunning() && face(Side.FIRST).running(), "White's clock runs");
        screenshot("clock-started");

        for (int i = 0; i < MOVES.length; i++) {
            time.advance(Duration.ofSeconds(10 + 5L * i));
            int[] m = MOVES[i];
            click(new Square(m[0], m[1]));
            click(new Square(m[2], m[3]));
            int played = i + 1;
            waitForBoard(c -> c.played() == played, "the board after move " + played);
            Ui.waitUntil(() -> clock.cursor().filter(c -> c.played() == played).isPresent(), "the clock after move " + played);
            if (played == 4) {
                assertTrue(clock.illegalMove(Side.SECOND), "the illegal move is recorded in the scoresheet");
                Ui.waitUntil(() -> document.get().contains("[%incident illegal side=black penalty=+2:00]"),
                        "the incident written after 2...Nc6");
                waitForBoard(c -> c.played() == played && c.node().comments().size() == 2, "the board reads the incident");
                Ui.waitUntil(() -> clock.cursor().filter(c -> c.played() == played && c.node().comments().size() == 2).isPresent(),
                        "the clock reads the incident");
                assertTrue(clock.decisionText().contains("7.5.5"), "the decision cites FIDE 2018 7.5.5: " + clock.decisionText());
                assertTrue(clock.decisionShown(), "the decision is shown whole under the faces");
                screenshot("clock-penalty");
            }
        }
        String written = document.get();
        // 1.e4 after 10 s: 1:30:00 - 0:00:10 + 0:00:30 increment
        assertEquals(1, count(written, "1\\.\\s?e4 \\{\\[%clk 1:30:20\\] \\[%emt 0:00:10\\]\\}"), written);
        assertEquals(10, count(written, "\\[%clk "), "a reading after each of the ten moves: " + written);
        assertEquals(10, count(written, "\\[%emt "), written);
        // Black's 2...Nc6 took 25 s; then White got 2:00 for Black's illegal move: 1:30:00 - 0:00:15 - 0:00:30 + 0:01:00 + 0:02:00 after 3.Bc4
        long white = face(Side.FIRST).remaining().getAsLong();
        long black = face(Side.SECOND).remaining().getAsLong();
        assertEquals(5_400_000 + 5 * 30_000 + 120_000 - (10 + 20 + 30 + 40 + 50) * 1000, white, "White's time with the penalty");
        assertEquals(5_400_000 + 5 * 30_000 - (15 + 25 + 35 + 45 + 55) * 1000, black, "Black's time");
        assertEquals(5, face(Side.FIRST).moves());
        assertEquals(5, face(Side.FIRST).movesInPeriod());
        assertEquals(40, face(Side.FIRST).periodMoves());
        assertTrue(face(Side.FIRST).running(), "White to move after 5...d6");
        screenshot("clock-ten-moves");

        time.advance(Duration.ofMillis(white + 1000));
        clock.tick();
        assertTrue(face(Side.FIRST).flagged(), "White's flag fell");
        assertTrue(clock.verdict().isPresent(), "the flag ends the game");
        assertTrue(clock.verdict().get().contains("6.9"), "the verdict cites FIDE 2018 6.9: " + clock.verdict().get());
        assertTrue(clock.decisionText().contains(clock.verdict().get()), clock.decisionText());
        assertFalse(clock.isRunning(), "the clocks stopped");
        assertTrue(clock.decisionShown(), "the verdict with its article is shown whole under the faces in the perspective");
        screenshot("clock-flag");

        clock.stop();
        int afterE4 = document.get().indexOf("e4 {[%clk") + 2;
        caret(editor, afterE4, c -> c.played() == 1, "after 1.e4");
        Ui.waitUntil(() -> clock.cursor().filter(c -> c.played() == 1).isPresent(), "the clock at 1.e4");
        assertEquals(5_420_000, face(Side.FIRST).remaining().getAsLong(), "White's reading after 1.e4 in replay");
        assertEquals(5_400_000, face(Side.SECOND).remaining().getAsLong(), "Black has not moved: the first period's time");
        assertTrue(face(Side.SECOND).running(), "Black to move");
        screenshot("clock-replay");

        // the scoresheet closed: no game, as the Board says too (not "no time control for this game")
        page.closeEditor(editor, false);
        Ui.waitUntil(() -> clock.cursor().isEmpty(), "the clock forgets the closed scoresheet's game");
        assertEquals(org.chessarbiter.workspace.ui.internal.clock.ClockMessages.ClockView_noGame, clock.statusText());
    }

    @Test
    void fide2018_6_9_theFlagOfASideWhoseOpponentCannotMateIsADraw() throws Exception {
        clock = (ClockView) page.showView(ClockView.ID);
        // Black has a bare king: White's flag cannot lose the game (FIDE 2018 6.9); Black's would
        String text = "[Event \"Thử đồng hồ\"]\n[TimeControl \"300\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2Q w - - 0 1\"]\n\n*\n";
        ITextEditor editor = open("hoa-do-het-gio.bienban", text);
        caret(editor, text.indexOf('*'), c -> c.played() == 0, "the position set up");
        Ui.waitUntil(() -> clock.cursor().isPresent() && clock.canStart(), "the clock can start");
        VirtualTimeSource time = new VirtualTimeSource(0);
        clock.setTimeSource(time);
        clock.start();
        time.advance(Duration.ofSeconds(301));
        clock.tick();
        assertTrue(face(Side.FIRST).flagged(), "White's flag fell");
        String verdict = clock.verdict().orElseThrow();
        assertTrue(verdict.contains("draw") && verdict.contains("6.9"), "Black cannot checkmate: a draw (FIDE 2018 6.9): " + verdict);
        assertTrue(clock.rulings().get(clock.rulings().size() - 1).outcome().orElseThrow().score().equals("1/2-1/2"), verdict);
        assertTrue(clock.decisionShown(), "the verdict is shown whole");
        screenshot("clock-flag-draw");
    }

    @Test
    void fide2018_6_9_theFlagOfASideWhoseOpponentCanMateLoses() throws Exception {
        clock = (ClockView) page.showView(ClockView.ID);
        // the same position, Black to move: White, with king and queen, can mate
        String text = "[Event \"Thử đồng hồ\"]\n[TimeControl \"300\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2Q b - - 0 1\"]\n\n*\n";
        ITextEditor editor = open("thua-do-het-gio.bienban", text);
        caret(editor, text.indexOf('*'), c -> c.played() == 0, "the position set up");
        Ui.waitUntil(() -> clock.cursor().isPresent() && clock.canStart(), "the clock can start");
        VirtualTimeSource time = new VirtualTimeSource(0);
        clock.setTimeSource(time);
        clock.start();
        time.advance(Duration.ofSeconds(301));
        clock.tick();
        assertTrue(face(Side.SECOND).flagged(), "Black's flag fell");
        assertEquals("1-0", clock.rulings().get(clock.rulings().size() - 1).outcome().orElseThrow().score(), clock.verdict().orElseThrow());
    }

    private ClockFace face(Side side) {
        List<ClockFace> faces = clock.faces();
        assertEquals(2, faces.size(), "two faces");
        return faces.get(side.ordinal());
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Override
    void screenshot(String name) {
        clock.canvas().redraw();
        super.screenshot(name);
        Screenshots.save(Screenshots.capture(clock.canvas().getParent()), name + "-clock");
    }
}
