package org.chessarbiter.pairing.bylot;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.systems.ColourHistory;

/**
 * The constraints of 000 14.4 / 001 29.4 that a draw must never break.
 */
public final class LotRules {

    private LotRules() {
    }

    /** 14.4.1: two players meet only once. */
    public static boolean mayMeet(LotPlayer a, LotPlayer b) {
        return a.id() != b.id() && !a.opponents().contains(b.id()) && !b.opponents().contains(a.id());
    }

    /**
     * 14.4.2: no more than two games in a row with one colour ("không được chơi quá 2 ván với cùng
     * một màu quân"), and a colour difference of at most 1 after an odd and 2 after an even number of
     * games (for a whole number of games the two limits are the one bound |W - B| ≤ 2).
     */
    public static boolean colourAllowed(LotPlayer p, Colour c) {
        return ColourHistory.allows(p.colours(), c);
    }

    /** @return true when {@code white} may have white against {@code black} under 14.4.1 and 14.4.2 */
    public static boolean allowed(LotPlayer white, LotPlayer black) {
        return mayMeet(white, black) && colourAllowed(white, Colour.WHITE) && colourAllowed(black, Colour.BLACK);
    }
}
