package org.chessarbiter.workspace.ui.internal.handlers;

import org.chessarbiter.workspace.ui.StandingsView;
import org.eclipse.core.expressions.PropertyTester;

/**
 * What the standings view shows, for the enablement of its commands: {@code hasTeams} (a team event is shown:
 * the team ranking applies) and {@code hasStandings} (a table is shown: it can be exported). The view asks for a
 * re-evaluation whenever what it shows changes ({@link StandingsView#PROPERTY_NAMESPACE}).
 */
public class StandingsViewTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        if (!(receiver instanceof StandingsView view)) {
            return false;
        }
        return switch (property) {
            case "hasTeams" -> view.outcome().hasTeams();
            case "hasStandings" -> view.outcome().standings().isPresent();
            default -> false;
        };
    }
}
