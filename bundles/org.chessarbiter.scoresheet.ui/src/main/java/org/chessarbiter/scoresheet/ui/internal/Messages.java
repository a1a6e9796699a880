package org.chessarbiter.scoresheet.ui.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the scoresheet editor (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.scoresheet.ui.internal.messages";

    public static String ScoresheetPreferencePage_description;
    public static String ScoresheetPreferencePage_pieceLetters;
    public static String ScoresheetPreferencePage_pieceLetterLocales;
    public static String ScoresheetPreferencePage_xiangqiNotation;
    public static String ScoresheetPreferencePage_xiangqiNotations;
    public static String LargePgnValidator_task;
    public static String LargePgnValidator_unreadable;
    public static String LargePgnValidator_problem;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
