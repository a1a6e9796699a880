package org.chessarbiter.tournament.ui.internal;

import org.chessarbiter.tournament.core.CompetitionSystem;

/** The competition systems in the workbench's language. */
public final class SystemNames {

    private SystemNames() {
    }

    public static String of(CompetitionSystem s) {
        return switch (s) {
            case ROUND_ROBIN -> Messages.System_ROUND_ROBIN;
            case DOUBLE_ROUND_ROBIN -> Messages.System_DOUBLE_ROUND_ROBIN;
            case SCHEVENINGEN -> Messages.System_SCHEVENINGEN;
            case SWISS_DUTCH -> Messages.System_SWISS_DUTCH;
            case MODIFIED_SWISS -> Messages.System_MODIFIED_SWISS;
            case SWISS_BY_LOT -> Messages.System_SWISS_BY_LOT;
            case KNOCKOUT -> Messages.System_KNOCKOUT;
            case OTHER -> Messages.System_OTHER;
        };
    }
}
