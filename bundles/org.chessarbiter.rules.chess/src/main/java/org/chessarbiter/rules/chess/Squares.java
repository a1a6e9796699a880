package org.chessarbiter.rules.chess;

/**
 * Squares as ints 0..63: a1 = 0, b1 = 1, ..., h8 = 63 (FIDE 2018 Appendix C.5-C.7: files a-h, ranks
 * 1-8). Helpers to read and write their names.
 */
public final class Squares {
    private Squares() {
    }

    /** The squares of the a-file; of another file: shifted left by its number. */
    public static final long FILE_A = 0x0101010101010101L;
    /** The squares of the first rank; of another rank: shifted left by eight times its number. */
    public static final long RANK_1 = 0xFFL;

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** The name of a square, e.g. {@code e4}. */
    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** The square named by two characters at {@code i} of {@code s}, or -1. */
    public static int parse(CharSequence s, int i) {
        if (i + 1 >= s.length() + 0 || i < 0) {
            return -1;
        }
        char f = s.charAt(i);
        char r = s.charAt(i + 1);
        if (f < 'a' || f > 'h' || r < '1' || r > '8') {
            return -1;
        }
        return of(f - 'a', r - '1');
    }

    /** The square named {@code name} (e.g. {@code e4}), or -1. */
    public static int parse(CharSequence name) {
        return name.length() == 2 ? parse(name, 0) : -1;
    }
}
