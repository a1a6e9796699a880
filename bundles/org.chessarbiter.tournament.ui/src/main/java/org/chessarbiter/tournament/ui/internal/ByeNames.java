package org.chessarbiter.tournament.ui.internal;

import org.chessarbiter.tournament.core.ByeKind;

/** The name of each kind of bye, as the pages and dialogs of the editor show it. */
public final class ByeNames {

    private ByeNames() {
    }

    public static String of(ByeKind kind) {
        return switch (kind) {
            case PAIRING_ALLOCATED -> Messages.Bye_PAIRING_ALLOCATED;
            case HALF_POINT -> Messages.Bye_HALF_POINT;
            case FULL_POINT -> Messages.Bye_FULL_POINT;
            case ZERO_POINT -> Messages.Bye_ZERO_POINT;
            case ABSENT -> Messages.Bye_ABSENT;
        };
    }
}
