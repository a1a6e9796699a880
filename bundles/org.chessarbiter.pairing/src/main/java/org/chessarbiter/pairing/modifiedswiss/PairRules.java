package org.chessarbiter.pairing.modifiedswiss;

import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.systems.ColourHistory;

/**
 * Compatibility and colours of a pair in the modified Swiss system.
 * <ul>
 * <li>Art. 12 (absolute): no two meetings, no third game in a row with one colour, no difference of
 * three; Art. 12 lets the colour rule go in the last round if it prevents pairing equal scores
 * ({@code lastRoundRelief}).</li>
 * <li>13.6, second check ({@code colourFit}): the two players are not due the same colour.</li>
 * <li>13.6 colour allocation ({@link #allocate}).</li>
 * </ul>
 */
public final class PairRules {

    private PairRules() {
    }

    /** @return true when a and b may meet under Art. 12 */
    public static boolean compatible(MsPlayer a, MsPlayer b, boolean lastRoundRelief) {
        if (a.id() == b.id() || a.opponents().contains(b.id()) || b.opponents().contains(a.id())) {
            return false;
        }
        return lastRoundRelief || allowed(a, b) || allowed(b, a);
    }

    /** @return true when the two are not due the same colour (13.6 second check) */
    public static boolean colourFit(MsPlayer a, MsPlayer b) {
        return a.due() == null || b.due() == null || a.due() != b.due();
    }

    private static boolean allowed(MsPlayer white, MsPlayer black) {
        return ColourHistory.allows(white.colours(), Colour.WHITE) && ColourHistory.allows(black.colours(), Colour.BLACK);
    }

    /**
     * Colours of a pair (13.6): each his due colour when they differ; when both are due the same
     * colour, the earlier games decide (the latest game in which their colours differed: each now
     * takes the colour he did not have then); when the histories are alike, the smaller number
     * gets his due colour. In round 1 (13.6, last paragraph) the lot decides the colour of the odd
     * numbers of the upper half: {@code firstRoundOdd}, and the even numbers get the other. A
     * result that would break Art. 12 is swapped when the swap does not.
     *
     * @return {white, black}
     */
    public static MsPlayer[] allocate(MsPlayer a, MsPlayer b, Colour firstRoundOdd) {
        MsPlayer low = a.id() < b.id() ? a : b;
        MsPlayer high = low == a ? b : a;
        Colour lowColour;
        if (low.colours().isEmpty() && high.colours().isEmpty()) {
            lowColour = low.id() % 2 == 1 ? firstRoundOdd : firstRoundOdd.opposite();
        } else if (low.due() == null || high.due() == null || low.due() != high.due()) {
            lowColour = low.due() != null ? low.due() : high.due().opposite();
        } else {
            lowColour = fromEarlierGames(low.colours(), high.colours()).orElse(low.due());
        }
        MsPlayer white = lowColour == Colour.WHITE ? low : high;
        MsPlayer black = white == low ? high : low;
        if (!allowed(white, black) && allowed(black, white)) {
            return new MsPlayer[] { black, white };
        }
        return new MsPlayer[] { white, black };
    }

    private static java.util.Optional<Colour> fromEarlierGames(List<Colour> low, List<Colour> high) {
        for (int i = low.size() - 1, j = high.size() - 1; i >= 0 && j >= 0; i--, j--) {
            if (low.get(i) != high.get(j)) {
                return java.util.Optional.of(low.get(i).opposite());
            }
        }
        return java.util.Optional.empty();
    }
}
