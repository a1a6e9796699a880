package org.chessarbiter.tournament.ui.internal;

import java.util.function.Consumer;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.jface.action.Action;
import org.eclipse.osgi.util.NLS;

/**
 * Undo or Redo on the editor's command stack, labelled with the command it undoes or redoes (the global actions); what
 * it did is told ("Undone: ..."), in place of the message of the command it took back.
 */
public final class StackAction extends Action {

    private final CommandStack stack;
    private final boolean undo;
    private final Consumer<String> told;

    private StackAction(CommandStack stack, boolean undo, Consumer<String> told) {
        this.stack = stack;
        this.undo = undo;
        this.told = told;
        update();
    }

    public static StackAction undo(CommandStack stack, Consumer<String> told) {
        return new StackAction(stack, true, told);
    }

    public static StackAction redo(CommandStack stack, Consumer<String> told) {
        return new StackAction(stack, false, told);
    }

    /** Enabled and labelled as the stack is now. */
    public void update() {
        setEnabled(undo ? stack.canUndo() : stack.canRedo());
        setText(NLS.bind(undo ? Messages.Action_undo : Messages.Action_redo, label()));
    }

    /** The label of the command this action undoes or redoes now, "" when none. */
    private String label() {
        Command c = undo ? stack.getUndoCommand() : stack.getRedoCommand();
        return c == null || c.getLabel() == null ? "" : c.getLabel();
    }

    @Override
    public void run() {
        String what = label();
        if (undo && stack.canUndo()) {
            stack.undo();
            told.accept(NLS.bind(Messages.Editor_undone, what));
        } else if (!undo && stack.canRedo()) {
            stack.redo();
            told.accept(NLS.bind(Messages.Editor_redone, what));
        }
    }
}
