package org.chessarbiter.tournament.standings;

/**
 * FIDE Rating Regulations (Handbook B.02) table 8.1(a): the rating difference dp for a fractional
 * score p, by hundredths of p from 0.50 to 1.00; below 0.50, dp(p) = -dp(1 - p).
 */
final class RatingTables {

    private static final int[] DP_FROM_HALF = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
        383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    };

    private RatingTables() {
    }

    /** dp for p given in hundredths (0..100). */
    static int dp(int hundredths) {
        int h = Math.max(0, Math.min(100, hundredths));
        return h >= 50 ? DP_FROM_HALF[h - 50] : -DP_FROM_HALF[50 - h];
    }
}
