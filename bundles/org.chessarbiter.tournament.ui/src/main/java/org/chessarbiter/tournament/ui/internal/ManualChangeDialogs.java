package org.chessarbiter.tournament.ui.internal;

import java.util.Optional;

import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.workspace.op.ManualAssessment;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * The graded dialog of a manual pairing change (FIDE's verification checklist; C.04A: the program
 * warns, the arbiter decides), by the confirmation the grade needs in the tournament's mode
 * ({@link ManualAssessment#required}): none, an information the arbiter acknowledges; once, Apply or
 * Cancel; twice, Apply or Cancel and then a second dialog where the arbiter ticks "I take
 * responsibility" ({@link ResponsibilityDialog}); not at all (rejected in FIDE mode), an error, and
 * nothing changes. Every dialog names the rules the change breaks: the checker's messages, each citing
 * its article.
 */
public final class ManualChangeDialogs {

    /** The index of the Apply (or Acknowledge) button. */
    static final int APPLY = 0;
    /** The index of the Cancel button. */
    static final int CANCEL = 1;

    private ManualChangeDialogs() {
    }

    /**
     * Asks the arbiter about {@code a}, described as {@code what}.
     *
     * @return the confirmation given; empty when the arbiter cancelled or the change is rejected
     */
    public static Optional<Confirmation> ask(Shell shell, String what, ManualAssessment a) {
        String reasons = ProblemsText.of(a.graded().problems());
        Optional<Confirmation> required = a.required();
        if (required.isEmpty()) {
            new MessageDialog(shell, Messages.Manual_title, null,
                    NLS.bind(Messages.Manual_message, new Object[] { what, Messages.Manual_gradeREJECT, reasons }), MessageDialog.ERROR, APPLY,
                    Messages.Manual_close).open();
            return Optional.empty();
        }
        String grade = a.grade() == ChangeGrade.REJECT ? Messages.Manual_rejectedOutsideFide : gradeText(a.grade());
        String message = NLS.bind(Messages.Manual_message, new Object[] { what, grade, reasons });
        return switch (required.get()) {
            case NONE -> new MessageDialog(shell, Messages.Manual_title, null, message, MessageDialog.INFORMATION, APPLY,
                    Messages.Manual_acknowledge).open() == APPLY ? Optional.of(Confirmation.NONE) : Optional.empty();
            case ONCE -> confirmed(shell, message) ? Optional.of(Confirmation.ONCE) : Optional.empty();
            case TWICE -> confirmed(shell, message)
                    && new ResponsibilityDialog(shell, NLS.bind(Messages.Manual_secondMessage, what, reasons)).open() == APPLY
                            ? Optional.of(Confirmation.TWICE)
                            : Optional.empty();
        };
    }

    private static boolean confirmed(Shell shell, String message) {
        return new MessageDialog(shell, Messages.Manual_title, null, message, MessageDialog.WARNING, CANCEL, Messages.Manual_apply, Messages.Manual_cancel)
                .open() == APPLY;
    }

    private static String gradeText(ChangeGrade g) {
        return switch (g) {
            case ACKNOWLEDGE -> Messages.Manual_gradeACKNOWLEDGE;
            case CONFIRM -> Messages.Manual_gradeCONFIRM;
            case TWO_STEP_CONFIRM -> Messages.Manual_gradeTWO_STEP_CONFIRM;
            case REJECT -> Messages.Manual_gradeREJECT;
        };
    }
}
