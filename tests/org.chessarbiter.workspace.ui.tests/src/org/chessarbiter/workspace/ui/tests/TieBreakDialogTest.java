package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.TieBreakDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** The tie-break dialog, driven through its widgets: codes added in order, moved, removed; the edition chosen. */
class TieBreakDialogTest {

    @Test
    void choosesCodesInOrderAndTheEdition() {
        Shell parent = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        TieBreakDialog dialog = new TieBreakDialog(parent, "BH SB", C07Edition.V2026, Locale.ENGLISH);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            List<org.eclipse.swt.widgets.List> lists = find(dialog.getShell(), org.eclipse.swt.widgets.List.class);
            org.eclipse.swt.widgets.List available = lists.get(0);
            org.eclipse.swt.widgets.List chosen = lists.get(1);
            List<TieBreak> offered = TieBreakSets.offered(C07Edition.V2026);
            assertEquals(offered.size(), available.getItemCount());
            assertEquals(List.of("BH", "SB"), List.of(chosen.getItems()));

            available.select(indexOf(offered, "WIN"));
            available.notifyListeners(SWT.DefaultSelection, null);
            assertEquals("BH SB WIN", dialog.codes());

            chosen.select(2);
            press(dialog.getShell(), Messages.TieBreakDialog_up);
            assertEquals("BH WIN SB", dialog.codes());
            chosen.select(0);
            press(dialog.getShell(), Messages.TieBreakDialog_remove);
            assertEquals("WIN SB", dialog.codes());

            Combo edition = find(dialog.getShell(), Combo.class).get(0);
            edition.select(1);
            edition.notifyListeners(SWT.Selection, null);
            assertEquals(C07Edition.V2024, dialog.edition());
            assertTrue(available.getItem(indexOf(offered, "BH")).contains("FIDE C.07 (2024)"), available.getItem(0));
        } finally {
            dialog.close();
        }
    }

    private static int indexOf(List<TieBreak> offered, String code) {
        for (int i = 0; i < offered.size(); i++) {
            if (offered.get(i).code().equals(code)) {
                return i;
            }
        }
        throw new AssertionError(code + " is not offered");
    }

    private static void press(Shell shell, String text) {
        Button button = find(shell, Button.class).stream().filter(b -> text.equals(b.getText())).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text));
        button.notifyListeners(SWT.Selection, null);
    }

    private static <T extends Control> List<T> find(Composite root, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Control c : root.getChildren()) {
            if (type.isInstance(c)) {
                out.add(type.cast(c));
            }
            if (c instanceof Composite composite) {
                out.addAll(find(composite, type));
            }
        }
        return out;
    }
}
