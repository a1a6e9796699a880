package org.chessarbiter.scoresheet.convert;

/** The file syntax a converted game is written in. */
public enum Syntax {
    /**
     * A {@code *.bienban} scoresheet: {@code !?} suffixes stay glued to their moves and a draw offer is
     * written {@code (=)} (FIDE 2018 8.1.5, 9.1.2.2).
     */
    SCORESHEET,
    /**
     * PGN export format: the Seven Tag Roster first, NAGs instead of suffixes (PGN 8.2.4), comments in
     * braces, and a draw offer, which PGN has no token for, as the comment {@code {(=)}} (read back into
     * {@code (=)} when converting to a scoresheet).
     */
    PGN
}
