package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.OverviewPage;
import org.chessarbiter.tournament.ui.PlayerColumn;
import org.chessarbiter.tournament.ui.PlayersPage;
import org.chessarbiter.tournament.ui.internal.ResultKeys;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.StandingsPage;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.junit.jupiter.api.Test;

/**
 * An arbiter runs rounds of the example open tournament in the editor alone: reads the overview,
 * corrects a player in place and takes it back, types the missing result, pairs and publishes the
 * next round from the Tournament menu, types its results down the boards, ranks, saves; the saved
 * file, read back headlessly, holds exactly that.
 */
class TournamentEditorTest extends EditorFixture {

    /** The results typed for round 4, one key a board, first player first. */
    private static final String ROUND_4 = "1=0+1-=10=1=01=10=01";

    @Test
    void anEventRunsInTheEditor() throws Exception {
        open("editor-event", example(), "co-vua-mo-rong-2026.tournament");
        OverviewPage overview = editor.show(OverviewPage.class);
        Ui.waitUntil(() -> !overview.shown().get(0).isEmpty(), "the regulations read");
        assertEquals("dieu-le.dieule", overview.shown().get(0));
        assertTrue(overview.shown().get(3).equals("9"), "9 rounds: " + overview.shown());
        // the example's round 1 is on 26/11/24 in its TRF (YY/MM/DD): the 24th of November 2026
        assertEquals("24 November 2026", overview.roundsViewer().getTable().getItem(0).getText(1));
        screenshot("editor-1-overview");
        // the regulations' file is a link: Enter on it opens them in their editor, beside the tournament's
        assertTrue(overview.regulationsLink().isEnabled());
        type(overview.regulationsLink(), '\r');
        org.eclipse.ui.IEditorPart opened = page.getActiveEditor();
        assertEquals("dieu-le.dieule", opened.getEditorInput().getName(), "the regulations opened");
        assertTrue(opened != editor);
        page.closeEditor(opened, false);
        page.activate(editor);

        editPlayerInPlaceAndUndo();
        enterTheMissingResultAndUndoIt();

        command("org.chessarbiter.tournament.ui.pairNext");
        Ui.waitUntil(() -> !editor.busy(), "round 4 paired");
        RoundsPage rounds = editor.show(RoundsPage.class);
        assertEquals(4, rounds.shownRound());
        Round four = plain().rounds().get(3);
        assertEquals(20, four.pairings().size());
        assertFalse(four.published());
        screenshot("editor-4-round4-paired");

        // Explain Pairing: the system's reasons for round 4, read in a job, shown in a dialog
        DialogAnswers explained = DialogAnswers.queue(DialogAnswers.press(org.eclipse.jface.dialogs.IDialogConstants.CLOSE_LABEL,
                "editor-4-round4-explained"));
        rounds.roundButtons().get(3).notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(() -> !explained.seen().isEmpty(), "the explanation shown");
        explained.assertAllAnswered();
        String why = explained.seen().get(0);
        assertTrue(why.contains("Round 4: 40 players to pair with the FIDE (Dutch) system"), why);
        assertTrue(why.contains("Round 4 as recorded is this pairing."), why);

        command("org.chessarbiter.tournament.ui.publish");
        assertTrue(plain().rounds().get(3).published(), rounds.messageText());

        command("org.chessarbiter.tournament.ui.enterResults");
        Table table = rounds.boards().getTable();
        assertEquals(0, table.getSelectionIndex());
        for (char c : ROUND_4.toCharArray()) {
            type(table, c);
        }
        assertEquals(19, table.getSelectionIndex(), "the keyboard went down the boards");
        screenshot("editor-5-round4-results");

        StandingsPage standings = editor.show(StandingsPage.class);
        standings.showAfter(4);
        Ui.waitUntil(() -> !standings.ranking() && standings.table().getItemCount() == 40, "the standings after round 4");
        screenshot("editor-6-standings");

        assertTrue(editor.isDirty());
        editor.doSave(null);
        assertFalse(editor.isDirty());
        Tournament back = saved();
        Round r4 = back.rounds().get(3);
        assertTrue(r4.published());
        List<GameResult> typed = new ArrayList<>();
        for (char c : ROUND_4.toCharArray()) {
            typed.add(ResultKeys.of(c).orElseThrow());
        }
        assertEquals(typed, r4.pairings().stream().map(Pairing::result).toList());
        assertEquals(GameResult.DRAW, missingBoard(back.rounds().get(2)).result());
        assertEquals("Phùng Quang Tùng", back.player(1).orElseThrow().name(), "the edit was undone");
    }

    @Test
    void pairingIsRefusedWhileARoundLacksAResult() throws Exception {
        open("editor-refused", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        rounds.pairNextRound();
        Ui.waitUntil(() -> !editor.busy(), "the pairing job done");
        assertTrue(plain().rounds().get(3).pairings().isEmpty(), "round 4 is not paired");
        assertEquals(IMessageProvider.ERROR, rounds.getManagedForm().getForm().getMessageType(), rounds.messageText());
        assertTrue(rounds.messageText().contains("19 - 35"), "the board without its result is named: " + rounds.messageText());
        assertFalse(editor.isDirty());
        screenshot("editor-pair-refused");
    }

    @Test
    void aPairingCancelledChangesNothing() throws Exception {
        open("editor-cancel", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        rounds.enterResults();
        type(rounds.boards().getTable(), '=');
        assertTrue(plain().rounds().get(2).isComplete());
        Job job = rounds.pairNextRound().orElseThrow();
        job.cancel();
        Ui.waitUntil(() -> !editor.busy(), "the cancelled pairing job done");
        assertTrue(plain().rounds().get(3).pairings().isEmpty(), "round 4 is not paired");
        assertTrue(rounds.messageText().contains(Messages.Rounds_pairNextLabel), rounds.messageText());
        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertFalse(editor.isDirty(), "only the result was a change, and it is undone");
    }

    private void editPlayerInPlaceAndUndo() throws Exception {
        PlayersPage players = editor.show(PlayersPage.class);
        Player first = editor.document().root().getPlayers().get(0);
        players.viewer().editElement(first, PlayerColumn.NAME.ordinal());
        Text cell = cellEditor(players.viewer().getTable());
        cell.setText("Phùng Quang Tùng (sửa)");
        cell.notifyListeners(SWT.DefaultSelection, new Event());
        assertEquals("Phùng Quang Tùng (sửa)", editor.document().root().getPlayers().get(0).getName());
        assertTrue(editor.isDirty());
        players.searchBox().setText("Phùng");
        screenshot("editor-2-players-edited");
        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals("Phùng Quang Tùng", editor.document().root().getPlayers().get(0).getName());
        assertFalse(editor.isDirty());
        players.searchBox().setText("");
        players.sortBy(PlayerColumn.FIDE_RATING);
        players.sortBy(PlayerColumn.FIDE_RATING);
        assertEquals("1", players.viewer().getTable().getItem(0).getText(0), "the highest rated first");
    }

    private void enterTheMissingResultAndUndoIt() throws Exception {
        command("org.chessarbiter.tournament.ui.enterResults");
        RoundsPage rounds = editor.show(RoundsPage.class);
        assertEquals(3, rounds.shownRound());
        Table table = rounds.boards().getTable();
        int row = table.getSelectionIndex();
        assertEquals(missingBoard(plain().rounds().get(2)).board(), row + 1, "the board without its result is selected");
        type(table, '1');
        assertEquals(GameResult.FIRST_WINS, plain().rounds().get(2).pairings().get(row).result());
        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(GameResult.NOT_YET_PLAYED, plain().rounds().get(2).pairings().get(row).result());
        table.setSelection(row);
        type(table, '½');
        assertEquals(GameResult.DRAW, plain().rounds().get(2).pairings().get(row).result());
        assertEquals(List.of(true, false, false, true), rounds.roundButtons().stream().map(b -> b.isEnabled()).toList(),
                "a published round with its results: the next round can be paired, this one neither paired again nor published, "
                        + "but explained");
        screenshot("editor-3-round3-completed");
    }

    private static Pairing missingBoard(Round r) {
        return r.pairings().stream().filter(p -> p.involves(19)).findFirst().orElseThrow();
    }

    private static Text cellEditor(Table table) {
        for (Control c : table.getChildren()) {
            if (c instanceof Text t && t.isVisible()) {
                return t;
            }
        }
        throw new AssertionError("no cell editor open");
    }
}
