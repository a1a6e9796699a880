package org.chessarbiter.workspace.ui.internal.fix;

import org.eclipse.osgi.util.NLS;

/** The words of the tournament build's quick fixes (messages.properties, messages_vi.properties). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.fix.messages";

    public static String TakeResolution_intoTournament;
    public static String TakeResolution_intoScoresheet;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
