package org.chessarbiter.workspace.ui.internal;

import org.chessarbiter.tournament.standings.C07Edition;
import org.eclipse.core.resources.IResource;

/**
 * What the standings view asks for: the resource selected last (null when none), the tie-break
 * codes in order ("" for the tournament's own or the seeds' default set), the C.07 edition,
 * whether to rank the teams of a team event, and the round after which to rank (0: the last complete
 * round; the round a tournament editor shows when the view follows it).
 */
public record StandingsRequest(IResource selected, String codes, C07Edition edition, boolean teams, int afterRound) {

    public StandingsRequest {
        codes = codes == null ? "" : codes.strip();
        afterRound = Math.max(0, afterRound);
    }

    /** After the last complete round. */
    public StandingsRequest(IResource selected, String codes, C07Edition edition, boolean teams) {
        this(selected, codes, edition, teams, 0);
    }

    /** Another resource, ranked after its last complete round. */
    public StandingsRequest withSelected(IResource r) {
        return new StandingsRequest(r, codes, edition, teams, 0);
    }

    /** The file a tournament editor shows, after the round it shows (0: the last complete one). */
    public StandingsRequest withEditor(IResource file, int round) {
        return new StandingsRequest(file, codes, edition, teams, round);
    }

    public StandingsRequest withTieBreaks(String c, C07Edition e) {
        return new StandingsRequest(selected, c, e, teams, afterRound);
    }

    public StandingsRequest withTeams(boolean t) {
        return new StandingsRequest(selected, codes, edition, t, afterRound);
    }
}
