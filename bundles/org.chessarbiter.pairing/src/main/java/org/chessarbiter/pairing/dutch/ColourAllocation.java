package org.chessarbiter.pairing.dutch;

import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;

/** Decides who has white on a board (C.04.3 colour allocation rules E.1-E.5). */
final class ColourAllocation {

    /** The colour of the first player of the pair and the rule that decided it. */
    record Decision(Colour first, ColourRule rule) {
    }

    private final Colour initialColour;

    ColourAllocation(Colour initialColour) {
        this.initialColour = initialColour;
    }

    /**
     * @param p         a player
     * @param o         its opponent
     * @param pHistory  p's past rounds (for E.3)
     * @param oHistory  o's past rounds
     * @return the colour of {@code p}
     */
    Decision colourOf(DutchPlayer p, DutchPlayer o, List<PastRound> pHistory, List<PastRound> oHistory) {
        ColourState cp = p.colour();
        ColourState co = o.colour();
        boolean pHigher = p.ranksAbove(o);
        if (ColourState.compatible(cp, co)) {
            if (cp.preference() != null) {
                return new Decision(cp.preference(), ColourRule.BOTH_PREFERENCES);
            }
            if (co.preference() != null) {
                return new Decision(co.preference().opposite(), ColourRule.BOTH_PREFERENCES);
            }
            // no preference on either side: E.5
            DutchPlayer higher = pHigher ? p : o;
            Colour higherColour = (higher.rankIndex() & 1) == 0 ? initialColour : initialColour.opposite();
            return new Decision(pHigher ? higherColour : higherColour.opposite(), ColourRule.INITIAL_COLOUR);
        }
        // E.2: the stronger preference; between absolute ones the wider colour difference
        if (cp.absolute() && (cp.imbalance() > co.imbalance() || !co.absolute())) {
            return new Decision(cp.preference(), ColourRule.STRONGER_PREFERENCE);
        }
        if (co.absolute() && (co.imbalance() > cp.imbalance() || !cp.absolute())) {
            return new Decision(co.preference().opposite(), ColourRule.STRONGER_PREFERENCE);
        }
        if (cp.strong() && !co.strong()) {
            return new Decision(cp.preference(), ColourRule.STRONGER_PREFERENCE);
        }
        if (co.strong() && !cp.strong()) {
            return new Decision(co.preference().opposite(), ColourRule.STRONGER_PREFERENCE);
        }
        // E.3: alternate from the most recent played game in which their colours differed
        Colour[] last = lastDifference(pHistory, oHistory);
        if (last != null) {
            return new Decision(last[1], ColourRule.ALTERNATE);
        }
        // E.4: the higher-ranked player gets its preference
        return new Decision(pHigher ? cp.preference() : co.preference().opposite(), ColourRule.HIGHER_RANKED);
    }

    /**
     * Walks both players' played games back from the latest (each skipping its own unplayed
     * rounds) to the first position where their colours differ.
     *
     * @return {p's colour, o's colour} there, or null when none differs
     */
    static Colour[] lastDifference(List<PastRound> a, List<PastRound> b) {
        int i = previousPlayed(a, a.size() - 1);
        int j = previousPlayed(b, b.size() - 1);
        while (i >= 0 && j >= 0 && a.get(i).colour() == b.get(j).colour()) {
            i = previousPlayed(a, i - 1);
            j = previousPlayed(b, j - 1);
        }
        if (i < 0 || j < 0) {
            return null;
        }
        return new Colour[] {a.get(i).colour(), b.get(j).colour()};
    }

    private static int previousPlayed(List<PastRound> h, int from) {
        int k = from;
        while (k >= 0 && h.get(k).playedColour().isEmpty()) {
            k--;
        }
        return k;
    }
}
