package org.chessarbiter.regulations.ui.wizards;

import org.eclipse.osgi.util.NLS;

/** The words of the New Regulations wizard (messages.properties, messages_vi.properties). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.regulations.ui.wizards.messages";

    public static String NewRegulationsWizard_title;
    public static String NewRegulationsPage_title;
    public static String NewRegulationsPage_description;
    public static String NewRegulationsPage_project;
    public static String NewRegulationsPage_template;
    public static String NewRegulationsPage_fileName;
    public static String NewRegulationsPage_noProject;
    public static String NewRegulationsPage_badName;
    public static String NewRegulationsPage_exists;
    public static String NewRegulationsWizard_failed;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
