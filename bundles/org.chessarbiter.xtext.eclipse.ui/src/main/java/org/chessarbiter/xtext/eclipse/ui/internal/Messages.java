package org.chessarbiter.xtext.eclipse.ui.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the Xtext editors (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.xtext.eclipse.ui.internal.messages";

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

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
