package org.chessarbiter.rules;

/** How serious a {@link Problem} is. */
public enum Severity {
    /** The input is rejected (or the part of it that the problem locates). */
    ERROR,
    /** A harmless quirk that lenient import tolerated; worth telling the user. */
    WARNING,
    /** Nothing is wrong, but worth telling the user (e.g. a draw a player could have claimed). */
    INFO
}
