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
            if (now.isEmpty() || !now.get().pairings().equals(was.pairings()) || !now.get().byes().equals(was.byes())) {
                out.add(Problems.error(ProblemKind.ILLEGAL, Location.item("rounds", k), PublishedRounds.class,
                        "published.changed", was.number()));
            }
        }
        return out;
    }
}
