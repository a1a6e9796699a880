package org.chessarbiter.workspace.ui.internal.clock;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the clock view (messages.properties, messages_vi.properties beside this class). */
public final class ClockMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.clock.messages";

    public static String ClockView_noGame;
    public static String ClockView_noControl;
    public static String ClockView_replay;
    public static String ClockView_live;
    public static String ClockView_stopped;
    public static String ClockView_paused;
    public static String ClockView_source_tag;
    public static String ClockView_source_regulations;
    public static String ClockView_period;
    public static String ClockView_periodMoves;
    public static String ClockView_moves;
    public static String ClockView_increment;
    public static String ClockView_delay;
    public static String ClockView_bronstein;
    public static String ClockView_sandglass;
    public static String ClockView_noReading;
    public static String ClockView_flag;
    public static String ClockView_lastDecision;
    public static String ClockView_gameOver;
    public static String ClockView_notWritten;
    public static String ClockView_start;
    public static String ClockView_pause;
    public static String ClockView_resume;
    public static String ClockView_stop;
    public static String ClockView_addTime;
    public static String ClockView_takeTime;
    public static String ClockView_setFace;
    public static String ClockView_moveCounter;
    public static String ClockView_illegalMove;
    public static String ClockView_timePrompt;
    public static String ClockView_movesPrompt;
    public static String ClockView_badTime;
    public static String ClockView_badMoves;

    static {
        NLS.initializeMessages(BUNDLE_NAME, ClockMessages.class);
    }

    private ClockMessages() {
    }
}
