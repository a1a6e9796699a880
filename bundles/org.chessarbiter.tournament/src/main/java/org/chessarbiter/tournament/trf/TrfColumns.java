package org.chessarbiter.tournament.trf;

/**
 * TRF is a fixed-column format; columns are counted in characters as a reader sees them, not in
 * bytes nor UTF-16 units: a code point is one column, except combining marks (a decomposed
 * "Ánh" written A + U+0301 + "nh"), which belong to the column of the character before them.
 * So "Nguyễn Văn Ánh" occupies 14 columns however it is encoded.
 */
final class TrfColumns {

    private final String line;
    /**
     * offsets[c] = index in {@code line} where column c (0-based) starts; offsets[width] = line.length().
     * Null for the common case of a line without combining marks or surrogates (column = index).
     */
    private final int[] offsets;

    TrfColumns(String line) {
        this.line = line;
        boolean simple = true;
        for (int i = 0; i < line.length() && simple; i++) {
            char ch = line.charAt(i);
            simple = ch < 0x300 || !(Character.isSurrogate(ch) || isCombining(ch));
        }
        if (simple) {
            offsets = null;
            return;
        }
        int[] tmp = new int[line.length() + 1];
        int w = 0;
        int i = 0;
        while (i < line.length()) {
            int cp = line.codePointAt(i);
            if (!(w > 0 && isCombining(cp))) {
                tmp[w++] = i;
            }
            i += Character.charCount(cp);
        }
        tmp[w] = line.length();
        offsets = java.util.Arrays.copyOf(tmp, w + 1);
    }

    static boolean isCombining(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.COMBINING_SPACING_MARK;
    }

    /** Width of a text in columns. */
    static int width(String s) {
        return new TrfColumns(s).width();
    }

    int width() {
        return offsets == null ? line.length() : offsets.length - 1;
    }

    private int offset(int column) {
        return offsets == null ? column : offsets[column];
    }

    /** Columns [from, to) (0-based), cut at the end of the line: never fails. */
    String field(int from, int to) {
        int w = width();
        if (from >= w) {
            return "";
        }
        return line.substring(offset(from), offset(Math.min(to, w)));
    }

    /** Columns from {@code from} to the end. */
    String rest(int from) {
        return field(from, Integer.MAX_VALUE);
    }

    /** The character at a column, or ' ' past the end. */
    char at(int column) {
        if (column >= width()) {
            return ' ';
        }
        return line.charAt(offset(column));
    }

    /** Pads (or, if {@code cut}, truncates) a text to a width in columns, left-aligned. */
    static String left(String s, int width) {
        int w = width(s);
        return w >= width ? s : s + " ".repeat(width - w);
    }

    static String right(String s, int width) {
        int w = width(s);
        return w >= width ? s : " ".repeat(width - w) + s;
    }
}
