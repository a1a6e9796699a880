package org.chessarbiter.tournament.standings;

/**
 * FIDE Rating Regulations (Handbook B.02): table 8.1(a), the rating difference dp for a fractional
 * score p (by hundredths from 0.50 to 1.00; below 0.50, dp(p) = -dp(1 - p)), and table 8.1(b), the
 * expected score for a rating difference.
 */
final class RatingTables {

    private static final int[] DP_FROM_HALF = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
        383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    };

    /** Table 8.1(b): the largest rating difference for which the higher-rated player's expected score is 0.50, 0.51, ... 0.99. */
    private static final int[] MAX_DIFF_FOR_PD = {
        3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188,
        197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
    };

    private RatingTables() {
    }

    /** FIDE B.02 table 8.1(b): a player's expected score in hundredths against an opponent (differences beyond 800 count as 800). */
    static int expected(int rating, int opponent) {
        int diff = Math.min(800, Math.abs(opponent - rating));
        int pd = 100;
        for (int k = 0; k < MAX_DIFF_FOR_PD.length; k++) {
            if (diff <= MAX_DIFF_FOR_PD[k]) {
                pd = 50 + k;
                break;
            }
        }
        return opponent >= rating ? 100 - pd : pd;
    }

    /** dp for p given in hundredths (0..100). */
    static int dp(int hundredths) {
        int h = Math.max(0, Math.min(100, hundredths));
        return h >= 50 ? DP_FROM_HALF[h - 50] : -DP_FROM_HALF[50 - h];
    }
}
