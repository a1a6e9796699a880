package org.chessarbiter.workspace.ui.internal.viewer;

import org.eclipse.osgi.util.NLS;

/**
 * User-visible texts of the game viewer's parts beside the board: the move list, the arrows and circles drawn on
 * the board, the board without a game (viewer.properties, viewer_vi.properties).
 */
public final class ViewerMessages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.workspace.ui.internal.viewer.viewer";

    public static String MovesView_noGame;
    public static String Board_noGameHere;
    public static String Annotations_atStart;
    public static String Annotations_noEditor;

    static {
        NLS.initializeMessages(BUNDLE_NAME, ViewerMessages.class);
    }

    private ViewerMessages() {
    }
}
