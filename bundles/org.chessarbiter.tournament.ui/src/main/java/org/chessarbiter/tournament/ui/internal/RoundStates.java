package org.chessarbiter.tournament.ui.internal;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.eclipse.osgi.util.NLS;

/** The state of a round as the arbiter reads it: not paired, paired, published, results entered of all. */
public final class RoundStates {

    private RoundStates() {
    }

    /** The number of games of the round that have their result. */
    public static long withResult(Round r) {
        return r.pairings().stream().map(Pairing::games).flatMap(java.util.List::stream)
                .filter(g -> g != GameResult.NOT_YET_PLAYED && g != GameResult.ADJOURNED).count();
    }

    /** The number of games of the round. */
    public static long games(Round r) {
        return r.pairings().stream().mapToLong(p -> p.games().size()).sum();
    }

    /** "published, results 20 of 20", "paired, not published", "not paired". */
    public static String text(Round r) {
        if (!r.isPaired()) {
            return Messages.Round_notPaired;
        }
        String results = NLS.bind(Messages.Round_results, withResult(r), games(r));
        return NLS.bind(r.published() ? Messages.Round_published : Messages.Round_paired, results);
    }
}
