package org.chessarbiter.workspace.ui.internal.engine;

import org.eclipse.osgi.util.NLS;

/** What the computer at the board says (messages.properties, messages_vi.properties of this package). */
public final class EngineUiMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.engine.messages";

    public static String Engine_noProgram;
    public static String Engine_closeJob;
    public static String Engine_chess;
    public static String Engine_xiangqi;
    public static String Play_job;
    public static String Play_noGame;
    public static String Play_otherEditor;
    public static String Play_unknownPosition;
    public static String Play_over;
    public static String Play_yourMove;
    public static String Play_answered;
    public static String Play_thinking;
    public static String Play_played;
    public static String Play_failed;
    public static String Play_illegal;
    public static String Play_ended;
    public static String Play_wait;
    public static String Analysis_job;
    public static String Analysis_waiting;
    public static String Analysis_noMove;
    public static String Analysis_line;
    public static String Preferences_description;
    public static String Preferences_engine;
    public static String Preferences_embedded;
    public static String Preferences_uci;
    public static String Preferences_level;
    public static String Preferences_moveTime;
    public static String Preferences_chessProgram;
    public static String Preferences_xiangqiProgram;
    public static String Preferences_found;
    public static String Preferences_notFound;

    static {
        NLS.initializeMessages(BUNDLE_NAME, EngineUiMessages.class);
    }

    private EngineUiMessages() {
    }

    /** The name of the game {@code gameId} ({@code chess}, {@code xiangqi}) in messages. */
    static String game(String gameId) {
        return "xiangqi".equals(gameId) ? Engine_xiangqi : "chess".equals(gameId) ? Engine_chess : gameId;
    }
}
