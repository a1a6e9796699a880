package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * A round: its number, its date as written ("" if none), whether it was published (a published
 * round is never rewritten by the pairing engine), its pairings and byes.
 */
public record Round(int number, String date, boolean published, List<Pairing> pairings, List<Bye> byes) {

    public Round {
        pairings = List.copyOf(pairings);
        byes = List.copyOf(byes);
    }

    /** Whether the round is paired (a game or a bye) and every game of it has its result (none pending or adjourned). */
    public boolean isComplete() {
        return !(pairings.isEmpty() && byes.isEmpty()) && unfinished().isEmpty();
    }

    /** The boards with a game still without its result (pending or adjourned), in board order. */
    public List<Pairing> unfinished() {
        return pairings.stream().filter(p -> p.games().stream()
                .anyMatch(g -> g.forFirst() == Outcome.PENDING || g.forSecond() == Outcome.PENDING)).toList();
    }
}
