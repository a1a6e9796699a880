package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.Side;

/**
 * The 90 points of the board (Luật Cờ Tướng 2004 Điều 2.1): index = rank * 9 + file, file 0..8
 * = a..i from Red's left, rank 0..9 from Red's back rank (the ICCS coordinates; appendix 3 uses
 * the same files a–i and ranks 0–9).
 */
public final class Squares {
    /** Number of files (vertical lines). */
    public static final int FILES = 9;
    /** Number of ranks (horizontal lines). */
    public static final int RANKS = 10;
    /** Number of points. */
    public static final int COUNT = 90;

    private Squares() {
    }

    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    public static int file(int sq) {
        return sq % FILES;
    }

    public static int rank(int sq) {
        return sq / FILES;
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    /** Whether the point is on the given side's half of the board (before the river, Điều 2.1). */
    public static boolean onOwnHalf(int sq, Side side) {
        int r = rank(sq);
        return side == Side.FIRST ? r <= 4 : r >= 5;
    }

    /** Whether the point is in the given side's palace (cung Tướng, Điều 2.1: files d–f). */
    public static boolean inPalace(int sq, Side side) {
        int f = file(sq);
        int r = rank(sq);
        if (f < 3 || f > 5) {
            return false;
        }
        return side == Side.FIRST ? r <= 2 : r >= 7;
    }

    /** "e2"-style name (ICCS, appendix 3). */
    public static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('0' + rank(sq));
    }

    /** Parses an "e2"-style name; -1 if it is not one. */
    public static int parse(char file, char rank) {
        int f = Character.toLowerCase(file) - 'a';
        int r = rank - '0';
        return onBoard(f, r) ? of(f, r) : -1;
    }
}
