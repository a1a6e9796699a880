package org.chessarbiter.workspace.print;

import java.util.Locale;
import java.util.Optional;

/**
 * What an arbiter prints: the documents of a round (pairing lists by board and alphabetical, result
 * slips, scoresheet forms), the standings after a round (individual, crosstable, teams), the players'
 * tracking cards (000 Part 2 Art. 14.1), and the documents of the event (player lists by rating,
 * alphabetical and by start number, the check-in sheet). Each has the name the command line uses.
 */
public enum PrintKind {
    PAIRINGS("pairings", Scope.PAIRED_ROUND),
    PAIRINGS_ALPHABETICAL("pairings-alpha", Scope.PAIRED_ROUND),
    RESULT_SLIPS("slips", Scope.PAIRED_ROUND),
    SCORESHEETS("scoresheets", Scope.PAIRED_ROUND),
    STANDINGS("standings", Scope.AFTER_ROUND),
    CROSSTABLE("crosstable", Scope.AFTER_ROUND),
    TEAM_STANDINGS("team-standings", Scope.AFTER_ROUND),
    CARDS("cards", Scope.AFTER_ROUND),
    PLAYERS_BY_RATING("players-rating", Scope.EVENT),
    PLAYERS_ALPHABETICAL("players-alpha", Scope.EVENT),
    PLAYERS_BY_NUMBER("players", Scope.EVENT),
    CHECK_IN("check-in", Scope.EVENT);

    /** Which round a document is of: a paired round (the last paired by default), after a round (the last complete), or none. */
    public enum Scope {
        PAIRED_ROUND, AFTER_ROUND, EVENT
    }

    private final String cliName;
    private final Scope scope;

    PrintKind(String cliName, Scope scope) {
        this.cliName = cliName;
        this.scope = scope;
    }

    /** The name on the command line ({@code pairings}, {@code check-in}...). */
    public String cliName() {
        return cliName;
    }

    public Scope scope() {
        return scope;
    }

    /** The kind named {@code name} on the command line (any case), empty when none is. */
    public static Optional<PrintKind> named(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        for (PrintKind k : values()) {
            if (k.cliName.equals(n)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
