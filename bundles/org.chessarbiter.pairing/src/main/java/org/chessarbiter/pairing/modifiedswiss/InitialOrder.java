package org.chessarbiter.pairing.modifiedswiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The initial order of 000 13.1 / 001 28.1 / 003 (a): by international rating, highest first; on
 * equal (or no) rating by international title, then national rating or national grade, and last
 * by lot. 13.7: a player who announces that he will miss the first one or two rounds takes his
 * number only when he arrives; until then the numbers are provisional, and the order is computed
 * again with him ({@link #order} on the new list).
 */
public final class InitialOrder {

    /**
     * One entrant as 13.1 sees him.
     *
     * @param name           the player's name
     * @param rating         international rating (0 when none)
     * @param title          international title rank, higher is better (0 when none)
     * @param nationalRating national rating or national grade, higher is better (0 when none)
     * @param lot            the number drawn by lot, smaller first
     */
    public record Entrant(String name, int rating, int title, int nationalRating, int lot) {
    }

    /** The order of 13.1. */
    public static final Comparator<Entrant> ORDER = Comparator.comparingInt(Entrant::rating).reversed()
            .thenComparing(Comparator.comparingInt(Entrant::title).reversed())
            .thenComparing(Comparator.comparingInt(Entrant::nationalRating).reversed())
            .thenComparingInt(Entrant::lot);

    private InitialOrder() {
    }

    /** @return the entrants in the order of 13.1; the start number of each is its position + 1 */
    public static List<Entrant> order(List<Entrant> entrants) {
        List<Entrant> out = new ArrayList<>(entrants);
        out.sort(ORDER);
        return out;
    }
}
