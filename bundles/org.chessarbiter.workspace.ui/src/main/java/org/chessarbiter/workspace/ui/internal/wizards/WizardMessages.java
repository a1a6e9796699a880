package org.chessarbiter.workspace.ui.internal.wizards;

import org.eclipse.osgi.util.NLS;

/** The texts of the tournament wizards (messages.properties, messages_vi.properties of this package). */
public final class WizardMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.wizards.messages";

    public static String NewProject_windowTitle;
    public static String NewProject_title;
    public static String NewProject_description;
    public static String NewProject_name;
    public static String NewProject_game;
    public static String NewProject_chess;
    public static String NewProject_xiangqi;
    public static String NewProject_template;
    public static String NewProject_system;
    public static String NewProject_systemName;
    public static String NewProject_rounds;
    public static String NewProject_noName;
    public static String NewProject_noTemplate;
    public static String NewProject_badName;
    public static String NewProject_exists;
    public static String NewProject_failed;
    public static String Preferences_description;
    public static String Preferences_game;
    public static String Preferences_rounds;
    public static String Preferences_federation;
    public static String Preferences_badFederation;
    public static String Preferences_city;
    public static String Preferences_chiefArbiter;
    public static String Preferences_fideMode;
    public static String Import_windowTitle;
    public static String Import_title;
    public static String Import_description;
    public static String Import_state;
    public static String Import_noState;
    public static String Import_kind;
    public static String Import_csv;
    public static String Import_trf;
    public static String Import_fide;
    public static String Import_source;
    public static String Import_browse;
    public static String Import_noSource;
    public static String Import_job;
    public static String Export_windowTitle;
    public static String Export_title;
    public static String Export_description;
    public static String Export_format;
    public static String Export_trf26;
    public static String Export_trf16;
    public static String Export_csv;
    public static String Export_target;
    public static String Export_noTarget;
    public static String Export_overwriteTitle;
    public static String Export_overwrite;
    public static String Export_job;
    public static String Problems_title;
    public static String Problems_done;
    public static String Problems_refused;
    public static String Problems_severity;
    public static String Problems_where;
    public static String Problems_message;
    public static String Problems_error;
    public static String Problems_warning;
    public static String Problems_info;

    static {
        NLS.initializeMessages(BUNDLE_NAME, WizardMessages.class);
    }

    private WizardMessages() {
    }
}
