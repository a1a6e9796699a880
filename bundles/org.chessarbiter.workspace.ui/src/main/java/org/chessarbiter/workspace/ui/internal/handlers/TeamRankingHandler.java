package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Map;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.menus.UIElement;

/**
 * The standings view's handler of the team ranking toggle: shows the team ranking of a team event, or the
 * individual one again. Enabled while a team event is shown; its tool item is checked while the team ranking is
 * (the view asks for a refresh of the command's elements whenever what it shows changes).
 */
public class TeamRankingHandler extends AbstractHandler implements IElementUpdater {

    private final StandingsCommandTarget view;

    public TeamRankingHandler(StandingsCommandTarget view) {
        this.view = view;
    }

    @Override
    public Object execute(ExecutionEvent event) {
        view.setTeamRanking(!view.outcome().teams());
        return null;
    }

    @Override
    public void updateElement(UIElement element, @SuppressWarnings("rawtypes") Map parameters) {
        element.setChecked(view.outcome().teams());
    }

    /** Enabled while the view shows a team event. */
    public void follow(boolean teamEvent) {
        setBaseEnabled(teamEvent);
    }
}
