package org.chessarbiter.scoresheet.convert;

import java.util.Map;

/** Writes movetext tokens wrapped below 80 columns (PGN 8.2.1 export lines are at most 79 characters). */
final class MovetextWriter {
    static final int MAX_LINE = 79;
    /** PGN 10: the suffix glyphs and their NAGs. */
    static final Map<String, String> GLYPH_NAGS = Map.of("!", "$1", "?", "$2", "!!", "$3", "??", "$4", "!?", "$5", "?!", "$6");

    private final StringBuilder out;
    private int column;
    private boolean glue;

    MovetextWriter(StringBuilder out) {
        this.out = out;
    }

    /** A token, separated by a space (or a line break) from the previous one. */
    void token(String t) {
        if (column > 0 && !glue && column + 1 + t.length() > MAX_LINE) {
            out.append('\n');
            column = 0;
        } else if (column > 0 && !glue) {
            out.append(' ');
            column++;
        }
        out.append(t);
        column += t.length();
        int nl = t.lastIndexOf('\n');
        if (nl >= 0) {
            column = t.length() - nl - 1;
        }
        glue = t.equals("(");
    }

    /** A token glued to the previous one (a closing parenthesis). */
    void glued(String t) {
        out.append(t);
        column += t.length();
        glue = false;
    }

    void end() {
        out.append("\n\n");
        column = 0;
    }
}
