package org.chessarbiter.workspace.ui.internal;

import org.chessarbiter.workspace.print.PrintKind;

/** The name of each printed document in the workbench's language. */
public final class PrintKindLabels {

    private PrintKindLabels() {
    }

    public static String label(PrintKind kind) {
        return switch (kind) {
            case PAIRINGS -> Messages.Print_pairings;
            case PAIRINGS_ALPHABETICAL -> Messages.Print_pairingsAlphabetical;
            case RESULT_SLIPS -> Messages.Print_slips;
            case SCORESHEETS -> Messages.Print_scoresheets;
            case STANDINGS -> Messages.Print_standings;
            case CROSSTABLE -> Messages.Print_crosstable;
            case TEAM_STANDINGS -> Messages.Print_teamStandings;
            case CARDS -> Messages.Print_cards;
            case PLAYERS_BY_RATING -> Messages.Print_playersByRating;
            case PLAYERS_ALPHABETICAL -> Messages.Print_playersAlphabetical;
            case PLAYERS_BY_NUMBER -> Messages.Print_playersByNumber;
            case CHECK_IN -> Messages.Print_checkIn;
        };
    }
}
