package org.chessarbiter.xtext.eclipse.core.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the headless Xtext core (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.xtext.eclipse.core.internal.messages";

    public static String XtextLanguages_badContribution;
    public static String ProjectIndexes_unreadable;
    public static String ProjectIndexes_unwritable;
    public static String XtextBuilder_task;
    public static String BuildParticipants_failed;
    public static String Style_keyword;
    public static String Style_punctuation;
    public static String Style_comment;
    public static String Style_string;
    public static String Style_number;
    public static String Style_default;
    public static String Style_invalid;
    public static String Style_task;
    public static String Style_type;
    public static String Style_definition;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
