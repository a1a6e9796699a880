package org.chessarbiter.workspace.ui.internal.print;

import org.eclipse.osgi.util.NLS;

/** The texts of printing on a printer (messages.properties, messages_vi.properties of this package). */
public final class PrintMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.print.messages";

    public static String PrintPages_pageOf;
    public static String PrintPages_dialog;
    public static String PrintPages_noPrinter;
    public static String PrintPages_noPrinterTitle;
    public static String PrintPages_failed;
    public static String PrintPages_unreadable;
    public static String PrintPages_noTemporary;

    static {
        NLS.initializeMessages(BUNDLE_NAME, PrintMessages.class);
    }

    private PrintMessages() {
    }
}
