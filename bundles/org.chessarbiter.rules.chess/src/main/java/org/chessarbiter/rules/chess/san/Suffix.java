package org.chessarbiter.rules.chess.san;

/**
 * The marks after a SAN move: check {@code +} / {@code †}, mate {@code #} / {@code ++} / {@code ‡}
 * (FIDE 2018 C.13), en passant {@code e.p.} (C.9.3) or Vietnamese {@code qđ}, and the annotation
 * glyphs {@code ! ? !! ?? !? ?!}.
 *
 * @param bodyEnd where the move itself ends in the text
 * @param check a check mark was written
 * @param mate a mate mark was written
 */
record Suffix(int bodyEnd, boolean check, boolean mate) {

    static Suffix strip(String text, int start, int end) {
        boolean check = false;
        boolean mate = false;
        int e = end;
        boolean changed = true;
        while (changed && e > start) {
            changed = false;
            char c = text.charAt(e - 1);
            if (c == '!' || c == '?' || Character.isWhitespace(c)) {
                e--;
                changed = true;
            } else if (c == '#' || c == '‡') {
                mate = true;
                e--;
                changed = true;
            } else if (c == '+' || c == '†') {
                if (e - 2 >= start && text.charAt(e - 2) == '+') {
                    mate = true;
                    e--;
                } else {
                    check = true;
                }
                e--;
                changed = true;
            } else {
                int ep = epMark(text, start, e);
                if (ep > 0) {
                    e -= ep;
                    changed = true;
                }
            }
        }
        return new Suffix(e, check && !mate, mate);
    }

    static final String[] EP_MARKS = {"e.p.", "e.p", "ep", "qđ", "q.đ.", "q.đ"};

    /**
     * Whether {@code c} may be the last character of an en passant mark read ignoring case (the last
     * characters of {@link #EP_MARKS} and their other cases): most moves end with none of them.
     */
    static boolean mayEndAnEpMark(char c) {
        return c == '.' || c == 'p' || c == 'P' || c == 'đ' || c == 'Đ';
    }

    /** The length of an en passant mark ending at {@code e} right after a square's digit, else 0. */
    private static int epMark(String text, int start, int e) {
        if (e <= start || !mayEndAnEpMark(text.charAt(e - 1))) {
            return 0;
        }
        for (String mark : EP_MARKS) {
            int s = e - mark.length();
            if (s > start && text.regionMatches(true, s, mark, 0, mark.length())) {
                int before = s - 1;
                while (before > start && Character.isWhitespace(text.charAt(before))) {
                    before--;
                }
                if (Character.isDigit(text.charAt(before))) {
                    return mark.length();
                }
            }
        }
        return 0;
    }
}
