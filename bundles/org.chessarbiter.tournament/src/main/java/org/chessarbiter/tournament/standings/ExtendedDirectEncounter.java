package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 EDE (extended direct encounter, team events): the tied teams are ordered by the match
 * points of the matches among them ({@link DirectEncounter}'s rules: all met, or a team above
 * whatever the others could still reach); the teams still tied are then ordered by the game points
 * of those matches; and whenever a step separates some teams, the procedure starts again with match
 * points for each group still tied, until neither score separates them.
 * Interpretation: as the FIDE tie-break server does, match points and game points alternate until
 * a whole pass changes nothing; in an individual event EDE equals DE.
 */
public final class ExtendedDirectEncounter extends NamedTieBreak {

    public ExtendedDirectEncounter(C07Edition edition) {
        super("EDE", edition.citation() + " team tie-breaks, EDE", "tb.EDE");
    }

    @Override
    public Points[] values(StandingsContext ctx, int[] group) {
        List<List<Integer>> out = new ArrayList<>();
        refine(ctx, DirectEncounter.toList(group), out);
        return DirectEncounter.asValues(out, group);
    }

    private static void refine(StandingsContext ctx, List<Integer> group, List<List<Integer>> out) {
        List<List<Integer>> byMatch = DirectEncounter.classes(ctx, group, DirectEncounter.Measure.MATCH_POINTS);
        for (List<Integer> cls : byMatch) {
            if (cls.size() == 1) {
                out.add(cls);
                continue;
            }
            List<List<Integer>> byGames = DirectEncounter.classes(ctx, cls, DirectEncounter.Measure.GAME_POINTS);
            for (List<Integer> sub : byGames) {
                if (sub.size() > 1 && byGames.size() > 1) {
                    refine(ctx, sub, out);
                } else {
                    out.add(sub);
                }
            }
        }
    }
}
