package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Map;

import org.chessarbiter.workspace.ui.StandingsView;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.State;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.handlers.RegistryToggleState;
import org.eclipse.ui.menus.UIElement;

/**
 * Shows the team ranking of a team event in the standings view, or the individual one again: a toggle whose
 * checked state is the command's toggle state, which the view keeps equal to what it shows.
 */
public class TeamRankingHandler extends AbstractHandler implements IElementUpdater {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.getActivePart(event) instanceof StandingsView view) {
            boolean on = !HandlerUtil.toggleCommandState(event.getCommand());
            view.getSite().getService(ICommandService.class).refreshElements(event.getCommand().getId(), null);
            view.setTeamRanking(on);
        }
        return null;
    }

    @Override
    public void updateElement(UIElement element, @SuppressWarnings("rawtypes") Map parameters) {
        ICommandService commands = element.getServiceLocator().getService(ICommandService.class);
        State state = commands.getCommand(StandingsView.TEAM_RANKING_COMMAND).getState(RegistryToggleState.STATE_ID);
        element.setChecked(state != null && Boolean.TRUE.equals(state.getValue()));
    }
}
