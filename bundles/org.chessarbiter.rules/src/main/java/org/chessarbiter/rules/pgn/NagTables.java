package org.chessarbiter.rules.pgn;

import java.util.Map;

/** Suffix annotations and their Numeric Annotation Glyphs (PGN standard 10): ! ? !! ?? !? ?!. */
final class NagTables {
    private NagTables() {
    }

    static final Map<String, Integer> GLYPHS = Map.of("!", 1, "?", 2, "!!", 3, "??", 4, "!?", 5, "?!", 6);

    /** Whether a glyph of {@link #GLYPHS} may start with {@code c} (a move or a number starts with none). */
    static boolean isGlyphStart(char c) {
        return c == '!' || c == '?';
    }
}
