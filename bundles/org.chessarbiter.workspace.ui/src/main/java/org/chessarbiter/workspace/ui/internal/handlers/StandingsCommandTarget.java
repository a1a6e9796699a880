package org.chessarbiter.workspace.ui.internal.handlers;

import org.chessarbiter.workspace.ui.internal.Report;
import org.chessarbiter.workspace.ui.internal.StandingsOutcome;

/** What the standings view's command handlers act on: the view that activates them (StandingsView). */
public interface StandingsCommandTarget {

    /** What is shown now. */
    StandingsOutcome outcome();

    /** Shows the team ranking of a team event (or the individual one). */
    void setTeamRanking(boolean on);

    /** Opens the tie-break dialog and ranks by what is chosen. */
    void chooseTieBreaks();

    /** Asks where to write a report of what is shown and writes it. */
    void export(Report report);
}
