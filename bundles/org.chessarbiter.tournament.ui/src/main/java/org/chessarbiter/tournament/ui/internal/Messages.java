package org.chessarbiter.tournament.ui.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the tournament editor (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.tournament.ui.internal.messages";

    public static String Action_redo;
    public static String Action_undo;
    public static String Bye_ABSENT;
    public static String Bye_FULL_POINT;
    public static String Bye_HALF_POINT;
    public static String Bye_PAIRING_ALLOCATED;
    public static String Bye_ZERO_POINT;
    public static String Editor_busy;
    public static String Editor_cancelled;
    public static String Editor_notAFile;
    public static String Editor_stale;
    public static String Editor_unreadable;
    public static String Manual_acknowledge;
    public static String Manual_apply;
    public static String Manual_bye;
    public static String Manual_cancel;
    public static String Manual_close;
    public static String Manual_exchange;
    public static String Manual_gradeACKNOWLEDGE;
    public static String Manual_gradeCONFIRM;
    public static String Manual_gradeREJECT;
    public static String Manual_gradeTWO_STEP_CONFIRM;
    public static String Manual_label;
    public static String Manual_message;
    public static String Manual_pair;
    public static String Manual_rejectedOutsideFide;
    public static String Manual_responsibility;
    public static String Manual_secondMessage;
    public static String Manual_secondTitle;
    public static String Manual_swap;
    public static String Manual_title;
    public static String Manual_unpair;
    public static String Manual_unpaired;
    public static String Overview_boards;
    public static String Overview_date;
    public static String Overview_fideMode;
    public static String Overview_fideModeOff;
    public static String Overview_fideModeOn;
    public static String Overview_file;
    public static String Overview_job;
    public static String Overview_name;
    public static String Overview_noRegulations;
    public static String Overview_notSet;
    public static String Overview_players;
    public static String Overview_playersCount;
    public static String Overview_regulations;
    public static String Overview_regulationsDescription;
    public static String Overview_round;
    public static String Overview_roundStates;
    public static String Overview_rounds;
    public static String Overview_state;
    public static String Overview_system;
    public static String Overview_tieBreaks;
    public static String Overview_timeControl;
    public static String Overview_title;
    public static String Players_add;
    public static String Players_addLabel;
    public static String Players_badValue;
    public static String Players_birthDate;
    public static String Players_club;
    public static String Players_editLabel;
    public static String Players_federation;
    public static String Players_fideRating;
    public static String Players_name;
    public static String Players_nationalRating;
    public static String Players_newName;
    public static String Players_number;
    public static String Players_remove;
    public static String Players_removeLabel;
    public static String Players_search;
    public static String Players_sex;
    public static String Players_team;
    public static String Players_title;
    public static String Players_titleColumn;
    public static String Players_withdraw;
    public static String Players_withdrawLabel;
    public static String Players_withdrawn;
    public static String Players_withdrawnAfter;
    public static String Players_withdrawnYes;
    public static String Round_notPaired;
    public static String Round_paired;
    public static String Round_published;
    public static String Round_results;
    public static String Rounds_black;
    public static String Rounds_blackXiangqi;
    public static String Rounds_board;
    public static String Rounds_bye;
    public static String Rounds_item;
    public static String Rounds_keys;
    public static String Rounds_pairNext;
    public static String Rounds_pairNextLabel;
    public static String Rounds_publish;
    public static String Rounds_publishLabel;
    public static String Rounds_red;
    public static String Rounds_repair;
    public static String Rounds_repairLabel;
    public static String Rounds_result;
    public static String Rounds_resultLabel;
    public static String Rounds_round;
    public static String Rounds_title;
    public static String Rounds_white;
    public static String Standings_after;
    public static String Standings_afterItem;
    public static String Standings_job;
    public static String Standings_name;
    public static String Standings_number;
    public static String Standings_points;
    public static String Standings_rank;
    public static String Standings_title;
    public static String System_DOUBLE_ROUND_ROBIN;
    public static String System_KNOCKOUT;
    public static String System_MODIFIED_SWISS;
    public static String System_OTHER;
    public static String System_ROUND_ROBIN;
    public static String System_SCHEVENINGEN;
    public static String System_SWISS_BY_LOT;
    public static String System_SWISS_DUTCH;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
