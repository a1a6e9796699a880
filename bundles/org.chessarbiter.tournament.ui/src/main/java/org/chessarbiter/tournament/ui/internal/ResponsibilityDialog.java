package org.chessarbiter.tournament.ui.internal;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/**
 * The second step of a two-step confirmation: the change applies only once the arbiter has ticked
 * "I take responsibility for this change" (the Apply button stays disabled until then).
 */
final class ResponsibilityDialog extends MessageDialog {

    private Button responsibility;

    ResponsibilityDialog(Shell parent, String message) {
        super(parent, Messages.Manual_secondTitle, null, message, MessageDialog.WARNING, ManualChangeDialogs.CANCEL, Messages.Manual_apply, Messages.Manual_cancel);
    }

    @Override
    protected Control createCustomArea(Composite parent) {
        responsibility = new Button(parent, SWT.CHECK);
        responsibility.setText(Messages.Manual_responsibility);
        responsibility.addListener(SWT.Selection, e -> getButton(ManualChangeDialogs.APPLY).setEnabled(responsibility.getSelection()));
        return responsibility;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(ManualChangeDialogs.APPLY).setEnabled(false);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        super.buttonPressed(buttonId == ManualChangeDialogs.APPLY && !responsibility.getSelection() ? ManualChangeDialogs.CANCEL : buttonId);
    }
}
