package org.chessarbiter.tournament.ui;

import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorActionBarContributor;

/** Binds the workbench's Undo and Redo to the active tournament editor's command stack. */
public final class TournamentEditorContributor extends EditorActionBarContributor {

    @Override
    public void setActiveEditor(IEditorPart part) {
        IActionBars bars = getActionBars();
        if (bars == null) {
            return;
        }
        if (part instanceof TournamentEditor editor) {
            bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), editor.undoAction());
            bars.setGlobalActionHandler(ActionFactory.REDO.getId(), editor.redoAction());
        } else {
            bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), null);
            bars.setGlobalActionHandler(ActionFactory.REDO.getId(), null);
        }
        bars.updateActionBars();
    }
}
