package org.chessarbiter.workspace.ui.internal.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/** The standings view's handler of the tie-break dialog (choose and order the codes, C.07 edition). */
public class TieBreaksHandler extends AbstractHandler {

    private final StandingsCommandTarget view;

    public TieBreaksHandler(StandingsCommandTarget view) {
        this.view = view;
    }

    @Override
    public Object execute(ExecutionEvent event) {
        view.chooseTieBreaks();
        return null;
    }
}
