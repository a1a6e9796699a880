package org.chessarbiter.scoresheet.files;

/** The two ways a scoresheet file is validated. */
public enum ValidationPath {
    /** Loaded whole into an Xtext resource and validated by the language's validator (small files). */
    XTEXT_RESOURCE,
    /**
     * Read game by game by the engines' streaming PGN reader, each game checked and dropped (files over
     * the size threshold: never loaded whole). Move numbers and draw offers are not seen on this path.
     */
    STREAMED
}
