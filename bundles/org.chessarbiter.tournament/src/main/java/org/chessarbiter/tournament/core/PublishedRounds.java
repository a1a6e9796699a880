package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * A published round is never silently rewritten (DESIGN.md "Builders": the pairings and results
 * announced to the players are kept; the seeds do not say more). A change from
 * {@code before} to {@code after} may unpublish a round, but may not change the pairings, byes or
 * results of a round that {@code before} has published, nor remove it: unpublishing is its own step.
 * Recording the result of a game still without one (not yet played or adjourned), or linking a board
 * to its scoresheet, is not a rewrite: the pairings announced stay as they were.
 */
public final class PublishedRounds {

    private PublishedRounds() {
    }

    /** One problem per published round of {@code before} that {@code after} changes or removes; empty when allowed. */
    public static List<Problem> violations(Tournament before, Tournament after) {
        List<Problem> out = new ArrayList<>();
        for (int k = 0; k < before.rounds().size(); k++) {
            Round was = before.rounds().get(k);
            if (!was.published()) {
                continue;
            }
            Optional<Round> now = after.rounds().stream().filter(r -> r.number() == was.number()).findFirst();
            if (now.isEmpty() || !kept(was.pairings(), now.get().pairings()) || !now.get().byes().equals(was.byes())) {
                out.add(Problems.error(ProblemKind.ILLEGAL, Location.item("rounds", k), PublishedRounds.class,
                        "published.changed", was.number()));
            }
        }
        return out;
    }

    /** Whether {@code now} has the boards of {@code was}, each game's result as it was unless it had none yet. */
    private static boolean kept(List<Pairing> was, List<Pairing> now) {
        if (was.size() != now.size()) {
            return false;
        }
        for (int i = 0; i < was.size(); i++) {
            Pairing a = was.get(i);
            Pairing b = now.get(i);
            if (a.board() != b.board() || a.first() != b.first() || a.second() != b.second() || a.games().size() != b.games().size()
                    || !(a.scoresheet().equals(b.scoresheet()) || a.scoresheet().isEmpty())) {
                return false;
            }
            for (int g = 0; g < a.games().size(); g++) {
                GameResult r = a.games().get(g);
                if (r != b.games().get(g) && r != GameResult.NOT_YET_PLAYED && r != GameResult.ADJOURNED) {
                    return false;
                }
            }
        }
        return true;
    }
}
