package org.chessarbiter.pairing.check;

import java.util.List;

/**
 * The result of re-pairing every round of a tournament.
 *
 * @param rounds      the rounds checked
 * @param agreeing    the rounds the engine pairs exactly as recorded
 * @param differences every difference, in round order
 */
public record CheckReport(int rounds, int agreeing, List<Difference> differences) {

    public CheckReport {
        differences = List.copyOf(differences);
    }

    /** @return true when every round agrees */
    public boolean allAgree() {
        return differences.isEmpty();
    }
}
