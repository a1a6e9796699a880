package org.chessarbiter.workspace.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Tournament perspective: the tournament projects on the left, the editor area in the middle,
 * the board on the right, problems below.
 */
public class TournamentPerspective implements IPerspectiveFactory {

    /** The perspective's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.22f, editorArea);
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);
        IFolderLayout right = layout.createFolder("right", IPageLayout.RIGHT, 0.62f, editorArea);
        right.addView(BoardView.ID);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.72f, editorArea);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(BoardView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
    }
}
