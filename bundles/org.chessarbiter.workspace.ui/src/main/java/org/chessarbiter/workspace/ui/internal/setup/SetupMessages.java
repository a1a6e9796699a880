package org.chessarbiter.workspace.ui.internal.setup;

import org.eclipse.osgi.util.NLS;

/** The texts of the position setup dialog (messages.properties, messages_vi.properties of this package). */
public final class SetupMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.setup.messages";

    public static String Setup_title;
    public static String Setup_message;
    public static String Setup_game;
    public static String Setup_chess;
    public static String Setup_xiangqi;
    public static String Setup_fen;
    public static String Setup_start;
    public static String Setup_error;
    public static String Setup_noScoresheet;

    static {
        NLS.initializeMessages(BUNDLE_NAME, SetupMessages.class);
    }

    private SetupMessages() {
    }

    /** The name of the game {@code id} for the dialog. */
    static String game(String id) {
        return "xiangqi".equals(id) ? Setup_xiangqi : "chess".equals(id) ? Setup_chess : id;
    }
}
