package org.chessarbiter.workspace.ui.internal.handlers;

import org.chessarbiter.workspace.ui.StandingsView;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

/** Opens the tie-break dialog of the standings view (choose and order the codes, C.07 edition). */
public class TieBreaksHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.getActivePart(event) instanceof StandingsView view) {
            view.chooseTieBreaks();
        }
        return null;
    }
}
