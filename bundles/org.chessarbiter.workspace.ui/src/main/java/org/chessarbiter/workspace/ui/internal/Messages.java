package org.chessarbiter.workspace.ui.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the workbench UI (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.messages";

    public static String OpenWorkspaceProjects_job;

    public static String StandingsView_column_rank;
    public static String StandingsView_column_number;
    public static String StandingsView_column_name;
    public static String StandingsView_column_title;
    public static String StandingsView_column_federation;
    public static String StandingsView_column_rating;
    public static String StandingsView_column_points;
    public static String StandingsView_column_tieBreakTooltip;
    public static String StandingsView_job;
    public static String StandingsView_noTournament;
    public static String StandingsView_problemsIn;
    public static String StandingsView_heading;
    public static String StandingsView_headingTeams;
    public static String StandingsView_exportStandings;
    public static String StandingsView_exportCrosstable;
    public static String StandingsView_exportJob;
    public static String StandingsView_exportFailed;
    public static String StandingsView_nothingToExport;
    public static String StandingsView_overwriteTitle;
    public static String StandingsView_overwrite;

    public static String Print_title;
    public static String Print_message;
    public static String Print_messagePrinter;
    public static String Print_pairings;
    public static String Print_pairingsAlphabetical;
    public static String Print_slips;
    public static String Print_scoresheets;
    public static String Print_standings;
    public static String Print_crosstable;
    public static String Print_teamStandings;
    public static String Print_cards;
    public static String Print_playersByRating;
    public static String Print_playersAlphabetical;
    public static String Print_playersByNumber;
    public static String Print_checkIn;

    public static String BoardView_job;
    public static String BoardView_statusStart;
    public static String BoardView_status;
    public static String BoardView_statusVariation;
    public static String BoardView_white;
    public static String BoardView_black;
    public static String BoardView_red;
    public static String BoardView_blackXiangqi;
    public static String BoardView_illegal;
    public static String BoardView_cannotMove;
    public static String BoardView_emptySquare;
    public static String BoardView_notYourPiece;
    public static String BoardView_promotion;
    public static String BoardView_noGame;

    public static String TieBreakDialog_title;
    public static String TieBreakDialog_message;
    public static String TieBreakDialog_available;
    public static String TieBreakDialog_chosen;
    public static String TieBreakDialog_edition;
    public static String TieBreakDialog_edition2026;
    public static String TieBreakDialog_edition2024;
    public static String TieBreakDialog_add;
    public static String TieBreakDialog_remove;
    public static String TieBreakDialog_up;
    public static String TieBreakDialog_down;
    public static String TieBreakDialog_defaults;
    public static String TieBreakDialog_defaultsNote;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
