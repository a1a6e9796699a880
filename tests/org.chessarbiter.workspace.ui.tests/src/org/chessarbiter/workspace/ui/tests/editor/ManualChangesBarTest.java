package org.chessarbiter.workspace.ui.tests.editor;

import static org.chessarbiter.workspace.ui.tests.editor.DialogAnswers.press;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.ui.ManualChangesBar;
import org.chessarbiter.tournament.ui.ManualChangesBar.Kind;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.junit.jupiter.api.Test;

/**
 * The manual changes' buttons above the Rounds page's boards: enabled by the rows selected as the context menu offers
 * its changes (two boards: swap; one board: exchange colours, unpair, bye; two players without a board: pair; none on
 * a published round), and a button runs the menu's change: graded, confirmed, recorded, undone.
 */
class ManualChangesBarTest extends EditorFixture {

    @Test
    void theButtonsFollowTheSelectionAndRunTheMenusChanges() throws Exception {
        open("editor-manual-bar", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        ManualChangesBar bar = rounds.manualChangesBar();
        Table table = rounds.boards().getTable();
        assertEquals(Set.of(), enabled(bar), "nothing selected");
        rounds.enterResults();
        type(table, '=');
        rounds.pairNextRound();
        Ui.waitUntil(() -> !editor.busy(), "round 4 paired");
        Round four = plain().rounds().get(3);

        select(table, 0);
        assertEquals(EnumSet.of(Kind.EXCHANGE, Kind.UNPAIR, Kind.BYE), enabled(bar), "one board");
        int[] warned = swapGraded(four, ChangeGrade.CONFIRM);
        select(table, warned);
        assertEquals(EnumSet.of(Kind.SWAP), enabled(bar), "two boards");
        screenshot("manual-bar-1-two-boards");
        DialogAnswers confirmed = DialogAnswers.queue(press(Messages.Manual_apply, "manual-bar-2-confirm"));
        click(bar, Kind.SWAP);
        confirmed.assertAllAnswered();
        assertTrue(confirmed.seen().get(0).contains(Messages.Manual_gradeCONFIRM), confirmed.seen().toString());
        assertEquals(four.pairings().get(warned[0]).second(), plain().rounds().get(3).pairings().get(warned[1]).second(),
                "the opponents swapped");
        AuditEntry entry = plain().audit().entries().get(0);
        assertEquals(AuditAction.SWAP_OPPONENTS, entry.action());

        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(four, plain().rounds().get(3), "the swap undone");
        assertEquals(List.of(), plain().audit().entries());

        select(table, 0, 1, 2);
        assertEquals(Set.of(), enabled(bar), "three boards: no change of the menu, no button");
        rounds.showRound(3);
        select(table, 0);
        assertEquals(Set.of(), enabled(bar), "a published round is never rewritten");
        screenshot("manual-bar-3-published");
    }

    private static Set<Kind> enabled(ManualChangesBar bar) {
        Set<Kind> on = EnumSet.noneOf(Kind.class);
        for (Kind k : Kind.values()) {
            if (bar.item(k).isEnabled()) {
                on.add(k);
            }
        }
        return on;
    }

    /** Selects rows as the mouse does: the table's selection, then its selection event. */
    private static void select(Table table, int... rows) {
        table.setSelection(rows);
        table.notifyListeners(SWT.Selection, new Event());
    }

    private static void click(ManualChangesBar bar, Kind kind) {
        bar.item(kind).notifyListeners(SWT.Selection, new Event());
    }
}
