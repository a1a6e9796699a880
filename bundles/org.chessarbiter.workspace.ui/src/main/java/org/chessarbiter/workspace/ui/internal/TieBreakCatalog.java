package org.chessarbiter.workspace.ui.internal;

import java.util.List;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;

/** The tie-breaks the dialog offers: the engine's list ({@link TieBreakSets#offered}); the engine is the only judge of what a code means. */
public final class TieBreakCatalog {

    private TieBreakCatalog() {
    }

    public static List<TieBreak> available(C07Edition edition) {
        return TieBreakSets.offered(edition);
    }
}
