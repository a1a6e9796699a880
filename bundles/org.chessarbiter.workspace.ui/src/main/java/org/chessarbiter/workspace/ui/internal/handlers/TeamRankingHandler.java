package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Map;

import org.chessarbiter.workspace.ui.StandingsView;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.menus.UIElement;

/**
 * Shows the team ranking of a team event in the standings view, or the individual one again. The tool item is
 * checked while the view shows the team ranking: the view asks for a refresh of this command's elements whenever
 * what it shows changes.
 */
public class TeamRankingHandler extends AbstractHandler implements IElementUpdater {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.getActivePart(event) instanceof StandingsView view) {
            view.setTeamRanking(!view.outcome().teams());
        }
        return null;
    }

    @Override
    public void updateElement(UIElement element, @SuppressWarnings("rawtypes") Map parameters) {
        IWorkbenchWindow window = element.getServiceLocator().getService(IWorkbenchWindow.class);
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        element.setChecked(page != null && page.findView(StandingsView.ID) instanceof StandingsView view
                && view.outcome().teams());
    }
}
