package org.chessarbiter.pairing.bylot;

import org.chessarbiter.pairing.Colour;

/**
 * The four colour subgroups ("phân nhóm") of a score group (000 14.2, 001 29.2). Subgroup 1 is
 * due white, subgroup 4 due black.
 * <p>
 * After an odd number of rounds (14.2.1): 1 = black in the last two games; 2 = more blacks; 3 =
 * more whites; 4 = white in the last two games. After an even number (14.2.2): 1 = black in the
 * last two games or more blacks; 2 = equal, last game black; 3 = equal, last game white; 4 = white
 * in the last two games or more whites.
 * <p>
 * Interpretations (pinned in ColourSubgroupTest): (i) the number of rounds is the number of games
 * the player has played, so that byes do not shift him between the two lists; (ii) when the two
 * clauses of 14.2.2 disagree (six games W W W W B B: "last two black" says 1, "more whites" says 4)
 * the last two games decide, because 14.4.2 forbids a third game in a row with one colour; (iii)
 * after an odd number of games with equal counts (possible only after forfeits) the last game
 * decides as in 14.2.2; a player with no game yet is put in subgroup 2.
 */
public enum ColourSubgroup {
    ONE, TWO, THREE, FOUR;

    /** @return 1..4 */
    public int number() {
        return ordinal() + 1;
    }

    /** @return true for subgroups 1 and 2 (due white) */
    public boolean dueWhite() {
        return this == ONE || this == TWO;
    }

    /** @return the subgroup of {@code p} */
    public static ColourSubgroup of(LotPlayer p) {
        if (p.lastTwo(Colour.BLACK)) {
            return ONE;
        }
        if (p.lastTwo(Colour.WHITE)) {
            return FOUR;
        }
        int balance = p.colourBalance();
        boolean odd = p.colours().size() % 2 == 1;
        if (balance < 0) {
            return odd ? TWO : ONE;
        }
        if (balance > 0) {
            return odd ? THREE : FOUR;
        }
        return p.last() == Colour.WHITE ? THREE : TWO;
    }
}
