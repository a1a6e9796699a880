package org.chessarbiter.pairing.team;

import java.util.Comparator;

/**
 * Team ranking of 000 16.1.5 / 001 30.1.5: the sum of the players' points; between teams level on
 * points, the better result on board 1 ranks higher, then board 2, and so on.
 */
public final class TeamRanking {

    private TeamRanking() {
    }

    /** Orders teams best first; a team is given as its points per board, in tenths of a point. */
    public static Comparator<int[]> bestFirst() {
        return (a, b) -> {
            int c = Integer.compare(sum(b), sum(a));
            for (int i = 0; c == 0 && i < Math.min(a.length, b.length); i++) {
                c = Integer.compare(b[i], a[i]);
            }
            return c;
        };
    }

    private static int sum(int[] points) {
        int s = 0;
        for (int p : points) {
            s += p;
        }
        return s;
    }
}
