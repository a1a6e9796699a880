package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.VirtualTimeSource;
import org.chessarbiter.workspace.ui.ClockView;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.engine.EnginePreferences;
import org.chessarbiter.workspace.ui.internal.engine.EngineSession;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The computer's moves at the board press the clock as a move made by hand does (FIDE 2018 6.2.1: a move is completed
 * by pressing the clock): each has its {@code [%clk]} / {@code [%emt]} readings written after it, and the clock of the
 * side to move runs.
 */
class ClockEnginePlayTest extends BoardViewFixture {

    private ScopedPreferenceStore preferences;
    private ClockView clock;

    @BeforeEach
    void theEmbeddedEngineAtLevelOne() {
        preferences = new ScopedPreferenceStore(InstanceScope.INSTANCE, EnginePreferences.QUALIFIER);
        preferences.setValue(EnginePreferences.ENGINE, EnginePreferences.EMBEDDED);
        preferences.setValue(EnginePreferences.LEVEL, 1);
    }

    @AfterEach
    void defaultsAndNoClock() {
        preferences.setToDefault(EnginePreferences.ENGINE);
        preferences.setToDefault(EnginePreferences.LEVEL);
        if (clock != null) {
            page.hideView(clock);
        }
    }

    @Test
    void fide2018_6_2_1_theComputersMovesPressTheClock() throws Exception {
        clock = (ClockView) page.showView(ClockView.ID);
        String text = "[Event \"Chơi với máy\"]\n[TimeControl \"300+2\"]\n\n*\n";
        ITextEditor editor = open("may-dong-ho.bienban", text);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        caret(editor, text.indexOf('*'), c -> c.played() == 0, "the start of the game");
        Ui.waitUntil(() -> clock.cursor().isPresent() && clock.canStart(), "the clock can start");
        VirtualTimeSource time = new VirtualTimeSource(0);
        clock.setTimeSource(time);
        clock.start();
        EngineSession session = view.getAdapter(EngineSession.class);
        session.togglePlay();
        try {
            for (int round = 1; round <= 2; round++) {
                int played = 2 * round;
                time.advance(Duration.ofSeconds(20));
                // White's moves by hand: 1.e4, 2.d4 (legal whatever the computer answers at level one but a capture on e4 or d4)
                Square from = new Square(round == 1 ? 4 : 3, 1);
                Square to = new Square(round == 1 ? 4 : 3, 3);
                click(from);
                click(to);
                waitForBoard(c -> c.played() == played && !session.thinking(), "the computer's answer " + round);
                Ui.waitUntil(() -> count(document.get(), "\\[%clk ") == played, "the readings of both sides' moves: " + document.get());
            }
        } finally {
            session.togglePlay();
        }
        String written = document.get();
        assertEquals(4, count(written, "\\[%emt "), written);
        // White's 1.e4 after 20 s: 5:00 - 0:20 + 0:02; the computer answered on the virtual clock, which did not move
        assertEquals(1, count(written, "e4 \\{\\[%clk 0:04:42\\] \\[%emt 0:00:20\\]\\}"), written);
        assertEquals(2, count(written, "\\{\\[%clk 0:05:0[24]\\] \\[%emt 0:00:00\\]\\}"), "the computer's moves pressed the clock: " + written);
        assertTrue(clock.faces().get(Side.FIRST.ordinal()).running(), "White's clock runs after the computer's answer");
        screenshot("clock-engine-play");
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
