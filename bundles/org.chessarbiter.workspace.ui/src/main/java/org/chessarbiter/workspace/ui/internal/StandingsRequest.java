package org.chessarbiter.workspace.ui.internal;

import org.chessarbiter.tournament.standings.C07Edition;
import org.eclipse.core.resources.IResource;

/**
 * What the standings view asks for: the resource selected last (null when none), the tie-break
 * codes in order ("" for the tournament's own or the seeds' default set), the C.07 edition, and
 * whether to rank the teams of a team event.
 */
public record StandingsRequest(IResource selected, String codes, C07Edition edition, boolean teams) {

    public StandingsRequest {
        codes = codes == null ? "" : codes.strip();
    }

    public StandingsRequest withSelected(IResource r) {
        return new StandingsRequest(r, codes, edition, teams);
    }

    public StandingsRequest withTieBreaks(String c, C07Edition e) {
        return new StandingsRequest(selected, c, e, teams);
    }

    public StandingsRequest withTeams(boolean t) {
        return new StandingsRequest(selected, codes, edition, t);
    }
}
