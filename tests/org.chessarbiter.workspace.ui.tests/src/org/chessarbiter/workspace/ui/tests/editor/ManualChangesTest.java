package org.chessarbiter.workspace.ui.tests.editor;

import static org.chessarbiter.workspace.ui.tests.editor.DialogAnswers.press;
import static org.chessarbiter.workspace.ui.tests.editor.DialogAnswers.tickAndPress;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.OverviewPage;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.ManualChoices.Choice;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.SwapOpponents;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.junit.jupiter.api.Test;

/**
 * Manual changes of an unpublished round from the Rounds page's context menu, each graded by the
 * pairing checker and put to the arbiter in the dialog of its grade: a rematch is rejected in FIDE
 * mode (an error naming C.04.1 b, nothing changes); a swap that breaks a quality criterion asks for
 * one confirmation and lands in the audit trail; undo takes it back; out of FIDE mode (recorded) the
 * rematch needs two confirmations, the second a ticked "I take responsibility".
 */
class ManualChangesTest extends EditorFixture {

    @Test
    void manualChangesAreGradedConfirmedRejectedAndUndone() throws Exception {
        open("editor-manual", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        rounds.enterResults();
        Table table = rounds.boards().getTable();
        type(table, '=');
        rounds.pairNextRound();
        Ui.waitUntil(() -> !editor.busy(), "round 4 paired");
        assertEquals(4, rounds.shownRound());
        Round four = plain().rounds().get(3);
        assertTrue(plain().audit().fideMode(), "a new tournament is in FIDE mode");

        int[] rematch = swapGraded(four, ChangeGrade.REJECT);
        table.setSelection(rematch);
        List<Choice> choices = rounds.manualChanges().choices();
        assertEquals(1, choices.size(), choices.toString());
        assertTrue(choices.get(0).change() instanceof SwapOpponents, choices.toString());
        DialogAnswers rejected = DialogAnswers.queue(press(Messages.Manual_close, "manual-1-rejected"));
        assertFalse(rounds.manualChanges().apply(choices.get(0)));
        rejected.assertAllAnswered();
        assertTrue(rejected.seen().get(0).contains(Messages.Manual_gradeREJECT), rejected.seen().toString());
        assertTrue(rejected.seen().get(0).contains("C.04.1 b"), "the rule broken is named: " + rejected.seen());
        assertEquals(four, plain().rounds().get(3), "nothing changed");

        int[] warned = swapGraded(four, ChangeGrade.CONFIRM);
        table.setSelection(warned);
        Choice swap = rounds.manualChanges().choices().get(0);
        DialogAnswers cancelled = DialogAnswers.queue(press(Messages.Manual_cancel));
        assertFalse(rounds.manualChanges().apply(swap));
        cancelled.assertAllAnswered();
        assertEquals(four, plain().rounds().get(3), "cancelled: nothing changed");
        DialogAnswers confirmed = DialogAnswers.queue(press(Messages.Manual_apply, "manual-2-confirm"));
        assertTrue(rounds.manualChanges().apply(swap), rounds.messageText());
        confirmed.assertAllAnswered();
        assertTrue(confirmed.seen().get(0).contains(Messages.Manual_gradeCONFIRM), confirmed.seen().toString());
        assertTrue(confirmed.seen().get(0).contains("C.04.3"), "the criterion broken is named: " + confirmed.seen());
        assertEquals(four.pairings().get(warned[0]).second(), plain().rounds().get(3).pairings().get(warned[1]).second(),
                "the opponents swapped");
        AuditEntry entry = plain().audit().entries().get(0);
        assertEquals(List.of(AuditAction.SWAP_OPPONENTS, ChangeGrade.CONFIRM, Confirmation.ONCE),
                List.of(entry.action(), entry.grade(), entry.confirmation()));
        screenshot("manual-3-swapped");

        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(four, plain().rounds().get(3), "the swap undone");
        assertEquals(List.of(), plain().audit().entries());

        OverviewPage overview = editor.show(OverviewPage.class);
        assertTrue(overview.fideModeButton().getSelection());
        assertTrue(overview.setFideMode(false));
        assertFalse(overview.fideModeButton().getSelection());
        assertEquals(AuditAction.FIDE_MODE_OFF, plain().audit().entries().get(0).action(), "leaving FIDE mode is recorded");
        screenshot("manual-4-fide-mode-off");

        editor.show(RoundsPage.class);
        table.setSelection(rematch);
        Choice again = rounds.manualChanges().choices().get(0);
        DialogAnswers unticked = DialogAnswers.queue(press(Messages.Manual_apply), press(Messages.Manual_apply));
        assertFalse(rounds.manualChanges().apply(again));
        assertEquals(2, unticked.seen().size(), unticked.seen().toString());
        assertEquals(1, unticked.failures().size(), "Apply of the second step is disabled until ticked");
        assertEquals(List.of(AuditAction.FIDE_MODE_OFF), plain().audit().entries().stream().map(AuditEntry::action).toList(),
                "the second step closed unticked: nothing changed");
        DialogAnswers twice = DialogAnswers.queue(press(Messages.Manual_apply, "manual-5-two-step"),
                tickAndPress(Messages.Manual_apply, "manual-6-responsibility"));
        assertTrue(rounds.manualChanges().apply(again), rounds.messageText());
        twice.assertAllAnswered();
        assertTrue(twice.seen().get(0).contains(Messages.Manual_rejectedOutsideFide), twice.seen().toString());
        assertTrue(twice.seen().get(1).contains(Messages.Manual_responsibility), twice.seen().toString());
        AuditEntry forced = plain().audit().entries().get(1);
        assertEquals(List.of(ChangeGrade.REJECT, Confirmation.TWICE), List.of(forced.grade(), forced.confirmation()));

        editor.doSave(null);
        Tournament back = saved();
        assertEquals(plain().audit(), back.audit(), "the audit trail is saved");
    }
}
