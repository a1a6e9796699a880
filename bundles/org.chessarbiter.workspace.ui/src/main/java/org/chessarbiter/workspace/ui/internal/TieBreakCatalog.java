package org.chessarbiter.workspace.ui.internal;

import java.util.List;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;

/**
 * The tie-breaks the dialog offers. TieBreakSets parses codes but does not list them, so the
 * candidates are the codes its documentation names (with the usual cuts and limits); each is parsed
 * by TieBreakSets, and a code it does not accept is not offered. The engine stays the only judge of
 * what a code means (name, article, values).
 */
public final class TieBreakCatalog {

    private static final List<String> CANDIDATES = List.of(
            "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB", "FB/C1", "FB/M1", "SB", "SB/C1", "KS", "PS", "PS/C1",
            "DE", "WIN", "WON", "BPG", "BWG", "GE", "ARO", "ARO/C1", "TPR", "PTP", "AOB", "APRO", "APPO",
            "EDE", "MPVGP", "BC", "TBR", "BBE", "EMMSB", "EMGSB", "EGMSB", "EGGSB",
            "VN-BH", "VN-SB", "VN-PS", "VN-WON", "VN-BWG", "VN-DE", "GP", "LOT/0");

    private TieBreakCatalog() {
    }

    /** The tie-breaks of the candidates the engine accepts, in the order above. */
    public static List<TieBreak> available(C07Edition edition) {
        return CANDIDATES.stream().flatMap(c -> TieBreakSets.parse(c, edition, 0).toOptional().stream()).toList();
    }
}
