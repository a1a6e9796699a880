package org.chessarbiter.workspace.ui.internal.engine;

import java.util.Map;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IPreferencesService;

/**
 * The preference keys of the computer's play and analysis (the Board view's engine preference page) and their
 * reading: the embedded engine at level 3 by default, the UCI programs found where they are installed.
 */
public final class EnginePreferences {

    /** The preference node: this bundle's. */
    public static final String QUALIFIER = "org.chessarbiter.workspace.ui";
    /** {@link #EMBEDDED} or {@link #UCI}. */
    public static final String ENGINE = "engine.kind";
    public static final String EMBEDDED = "embedded";
    public static final String UCI = "uci";
    /** The strength level, 1 to 8. */
    public static final String LEVEL = "engine.level";
    /** The computer's time per move in milliseconds; 0 for its level's. */
    public static final String MOVE_TIME = "engine.moveTime";
    /** The UCI program for chess games (blank: found automatically). */
    public static final String UCI_CHESS = "engine.uci.chess";
    /** The UCI program for xiangqi games (blank: found automatically). */
    public static final String UCI_XIANGQI = "engine.uci.xiangqi";

    public static final int DEFAULT_LEVEL = 3;

    private EnginePreferences() {
    }

    /** The settings as the preferences hold them now. */
    public static EngineSettings read() {
        IPreferencesService service = Platform.getPreferencesService();
        boolean uci = UCI.equals(service.getString(QUALIFIER, ENGINE, EMBEDDED, null));
        int level = service.getInt(QUALIFIER, LEVEL, DEFAULT_LEVEL, null);
        long time = service.getLong(QUALIFIER, MOVE_TIME, 0, null);
        return new EngineSettings(uci, level, time, Map.of("chess", service.getString(QUALIFIER, UCI_CHESS, "", null).trim(),
                "xiangqi", service.getString(QUALIFIER, UCI_XIANGQI, "", null).trim()));
    }
}
