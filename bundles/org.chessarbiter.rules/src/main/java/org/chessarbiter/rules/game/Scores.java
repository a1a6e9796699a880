package org.chessarbiter.rules.game;

import java.util.Locale;

/**
 * Game scores as scoresheets write them: the PGN termination markers, the Vietnamese score sheet's
 * verdict words (Luật cờ Tướng 2004 phụ lục 4: "Trắng thắng, Đen thắng, hòa") and players' recorded
 * points (1, 0, ½).
 */
public final class Scores {
    private Scores() {
    }

    /** A result marker in PGN form ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}); unknown text as is. */
    public static String normalize(String written) {
        String s = written.trim().toLowerCase(Locale.ROOT);
        return switch (s) {
            case "½-½", "1/2", "=", "0.5-0.5", "hòa", "hoà", "draw" -> "1/2-1/2";
            case "trắng thắng", "đỏ thắng", "white wins", "red wins" -> "1-0";
            case "đen thắng", "black wins" -> "0-1";
            default -> written.trim();
        };
    }

    /** A player's recorded points in halves (1 = 2, ½ = 1, 0 = 0), or -1 when unreadable. */
    public static int halfPoints(String written) {
        return switch (written.trim()) {
            case "1", "1.0" -> 2;
            case "½", "1/2", "0.5", "0,5" -> 1;
            case "0", "0.0" -> 0;
            default -> -1;
        };
    }

    /** The result marker of the first side's and second side's half points, or null when they do not add up. */
    public static String fromHalfPoints(int first, int second) {
        if (first + second != 2) {
            return null;
        }
        return first == 2 ? "1-0" : first == 0 ? "0-1" : "1/2-1/2";
    }
}
