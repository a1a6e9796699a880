package org.chessarbiter.xtext.eclipse.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the Xtext bridge (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.xtext.eclipse.internal.messages";

    public static String XtextLanguages_badContribution;
    public static String ProjectIndexes_unreadable;
    public static String ProjectIndexes_unwritable;
    public static String XtextBuilder_task;
    public static String BuildParticipants_failed;
    public static String LargeFileValidation_job;
    public static String DefinitionLink_text;
    public static String LargeFileEditor_notAFile;
    public static String LargeFileEditor_previous;
    public static String LargeFileEditor_next;
    public static String LargeFileEditor_page;
    public static String LargeFileEditor_reading;
    public static String MarkerResolutions_failed;
    public static String SyntaxColoringPreferencePage_description;
    public static String SyntaxColoringPreferencePage_bold;
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
