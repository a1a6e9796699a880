package org.chessarbiter.tournament.ui.internal;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** A round's explanation (how the system paired it, and the arbiter's changes), read-only, to read and copy from. */
public final class ExplanationDialog extends Dialog {

    private final String title;
    private final String text;

    public ExplanationDialog(Shell parent, String title, String text) {
        super(parent);
        this.title = title;
        this.text = text;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Text lines = new Text(area, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        lines.setText(text);
        GridDataFactory.fillDefaults().grab(true, true).hint(720, 420).applyTo(lines);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == IDialogConstants.CLOSE_ID) {
            close();
        } else {
            super.buttonPressed(id);
        }
    }
}
