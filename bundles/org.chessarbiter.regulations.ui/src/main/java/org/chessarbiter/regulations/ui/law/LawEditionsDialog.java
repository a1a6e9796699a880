package org.chessarbiter.regulations.ui.law;

import java.util.List;

import org.chessarbiter.law.LawText;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/** Chooses the two law texts of the library to compare (by default FIDE 2000 and FIDE 2018). */
final class LawEditionsDialog extends Dialog {

    private final List<LawText> laws;
    private int left;
    private int right;
    private Combo leftCombo;
    private Combo rightCombo;

    LawEditionsDialog(Shell shell, List<LawText> laws, int left, int right) {
        super(shell);
        this.laws = laws;
        this.left = left;
        this.right = right;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.LawEditionsDialog_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        leftCombo = combo(c, Messages.LawEditionsDialog_left, left);
        rightCombo = combo(c, Messages.LawEditionsDialog_right, right);
        return area;
    }

    private Combo combo(Composite parent, String label, int selected) {
        new Label(parent, SWT.NONE).setText(label);
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        laws.forEach(l -> combo.add(l.title()));
        combo.select(selected);
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(combo);
        return combo;
    }

    @Override
    protected void okPressed() {
        left = leftCombo.getSelectionIndex();
        right = rightCombo.getSelectionIndex();
        super.okPressed();
    }

    LawText left() {
        return laws.get(left);
    }

    LawText right() {
        return laws.get(right);
    }
}
