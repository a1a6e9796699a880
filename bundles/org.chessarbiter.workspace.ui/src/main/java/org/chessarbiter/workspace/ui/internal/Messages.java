package org.chessarbiter.workspace.ui.internal;

import org.eclipse.osgi.util.NLS;

/** User-visible texts of the workbench UI (messages.properties, messages_vi.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.messages";

    public static String OpenWorkspaceProjects_job;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
