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
}
