package org.chessarbiter.scoresheet.files;

/** The two ways a scoresheet file is validated. */
public enum ValidationPath {
    /** Loaded whole into an Xtext resource and validated by the language's validator (small files). */
    XTEXT_RESOURCE,
    /**
     * Read game by game by the engines' streaming PGN reader, each game checked and dropped (files over
     * the size threshold: never loaded whole). Tag names are not checked for duplicates on this path.
     */
    STREAMED
}
