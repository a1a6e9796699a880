package org.chessarbiter.rules;

/** How an {@link Outcome} takes effect. */
public enum Enforcement {
    /** The game ends at once, without a claim (e.g. FIDE 2018 5.1.1 checkmate, 9.6.1 fivefold). */
    AUTOMATIC,
    /** A player may claim it; the game goes on until a correct claim (e.g. FIDE 2018 9.2, 9.3). */
    CLAIMABLE,
    /** An arbiter decides it on the facts (e.g. Luật cờ Tướng 2004 Điều 22-24 verdicts). */
    ADJUDICATED
}
