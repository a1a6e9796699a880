package org.chessarbiter.pairing.dutch;

import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;

/**
 * A player's colour situation before a round (C.04.3 2026 art. 1.6, 2017 A.6), from the games
 * actually played (unplayed games do not count for colours).
 *
 * @param imbalance  |games with white - games with black|
 * @param preference the colour the player should get, or null when there is no preference
 * @param repeated   the colour played in each of the last two played games, or null
 */
public record ColourState(int imbalance, Colour preference, Colour repeated) {

    /** No games played: no preference. */
    public static final ColourState NONE = new ColourState(0, null, null);

    /**
     * An absolute preference (1.6.2 a): colour difference beyond ±1, or the same colour in the two
     * latest played games.
     */
    public boolean absolute() {
        return imbalance > 1 || repeated != null;
    }

    /** @return true for a colour difference beyond ±1 (the topscorer criterion C10) */
    public boolean absoluteImbalance() {
        return imbalance > 1;
    }

    /** A strong preference (1.6.2 b): colour difference ±1, not absolute. */
    public boolean strong() {
        return !absolute() && imbalance != 0;
    }

    /** @return the state after the played games of {@code history} */
    public static ColourState of(List<PastRound> history) {
        int white = 0;
        int black = 0;
        Colour last = null;
        int run = 0;
        for (PastRound r : history) {
            Colour c = r.playedColour().orElse(null);
            if (c == null) {
                continue;
            }
            if (c == Colour.WHITE) {
                white++;
            } else {
                black++;
            }
            run = c == last ? run + 1 : 1;
            last = c;
        }
        Colour lower = white > black ? Colour.BLACK : Colour.WHITE;
        int imbalance = Math.abs(white - black);
        Colour preference;
        if (imbalance > 1) {
            preference = lower;
        } else if (run > 1) {
            preference = last.opposite();
        } else if (imbalance > 0) {
            preference = lower;
        } else if (run > 0) {
            // mild preference (1.6.2 c): alternate from the last played game
            preference = last.opposite();
        } else {
            preference = null;
        }
        return new ColourState(imbalance, preference, run > 1 ? last : null);
    }

    /** @return true when both preferences can be met in one game (different, or one is absent) */
    public static boolean compatible(ColourState a, ColourState b) {
        return a.preference == null || b.preference == null || a.preference != b.preference;
    }
}
