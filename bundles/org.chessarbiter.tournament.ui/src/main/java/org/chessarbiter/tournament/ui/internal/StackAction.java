package org.chessarbiter.tournament.ui.internal;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.jface.action.Action;
import org.eclipse.osgi.util.NLS;

/** Undo or Redo on the editor's command stack, labelled with the command it undoes or redoes (the global actions). */
public final class StackAction extends Action {

    private final CommandStack stack;
    private final boolean undo;

    private StackAction(CommandStack stack, boolean undo) {
        this.stack = stack;
        this.undo = undo;
        update();
    }

    public static StackAction undo(CommandStack stack) {
        return new StackAction(stack, true);
    }

    public static StackAction redo(CommandStack stack) {
        return new StackAction(stack, false);
    }

    /** Enabled and labelled as the stack is now. */
    public void update() {
        setEnabled(undo ? stack.canUndo() : stack.canRedo());
        Command c = undo ? stack.getUndoCommand() : stack.getRedoCommand();
        String what = c == null || c.getLabel() == null ? "" : c.getLabel();
        setText(NLS.bind(undo ? Messages.Action_undo : Messages.Action_redo, what));
    }

    @Override
    public void run() {
        if (undo && stack.canUndo()) {
            stack.undo();
        } else if (!undo && stack.canRedo()) {
            stack.redo();
        }
    }
}
