package org.chessarbiter.pairing.systems;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PastRound;

/**
 * The colours a player had in his played games, and the colour rules every Swiss system of the
 * seeds shares: 000 Art. 12 / 001 Điều 27 ("Không được phép chơi ba ván liên tiếp cùng màu quân
 * hoặc cách biệt tới ba ván cùng màu quân") and 000 14.4.2 (no more than two games in a row with
 * one colour; a difference of at most 1 after an odd, 2 after an even number of games).
 */
public final class ColourHistory {

    /** The largest colour difference allowed (Art. 12: a difference of three is forbidden). */
    public static final int MAX_IMBALANCE = 2;

    private ColourHistory() {
    }

    /** @return the colours of the played games of {@code p}, in order (unplayed games do not count) */
    public static List<Colour> of(PairingPlayer p) {
        List<Colour> out = new ArrayList<>();
        for (PastRound r : p.history()) {
            r.playedColour().ifPresent(out::add);
        }
        return out;
    }

    /** @return whites minus blacks */
    public static int balance(List<Colour> colours) {
        int b = 0;
        for (Colour c : colours) {
            b += c == Colour.WHITE ? 1 : -1;
        }
        return b;
    }

    /** @return true when the last two games were both played with {@code c} */
    public static boolean lastTwo(List<Colour> colours, Colour c) {
        int n = colours.size();
        return n >= 2 && colours.get(n - 1) == c && colours.get(n - 2) == c;
    }

    /** @return the colour of the last game, or null */
    public static Colour last(List<Colour> colours) {
        return colours.isEmpty() ? null : colours.get(colours.size() - 1);
    }

    /** @return true when playing {@code c} next gives no third game in a row and a difference of at most 2 */
    public static boolean allows(List<Colour> colours, Colour c) {
        if (lastTwo(colours, c)) {
            return false;
        }
        return Math.abs(balance(colours) + (c == Colour.WHITE ? 1 : -1)) <= MAX_IMBALANCE;
    }

    /**
     * The colour a player is due (000 13.6, second check: "có màu quân và các ván lần lượt và sau số
     * vòng đấu chẵn có số ván đã chơi quân Đen bằng quân Trắng"): the colour he had less often, or,
     * with equal counts, the other colour than in his last game; null before his first game.
     */
    public static Colour due(List<Colour> colours) {
        int b = balance(colours);
        if (b != 0) {
            return b > 0 ? Colour.BLACK : Colour.WHITE;
        }
        Colour last = last(colours);
        return last == null ? null : last.opposite();
    }
}
