package org.chessarbiter.workspace.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Tournament perspective: the tournament projects on the left, the editor area in the middle,
 * the standings below it, the board on the right with the clock under it and the move list and the outline of the
 * editor under the clock, problems at the bottom.
 */
public class TournamentPerspective implements IPerspectiveFactory {

    /** The perspective's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.22f, editorArea);
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);
        IFolderLayout right = layout.createFolder("right", IPageLayout.RIGHT, 0.70f, editorArea);
        right.addView(BoardView.ID);
        IFolderLayout clock = layout.createFolder("clock", IPageLayout.BOTTOM, 0.50f, "right");
        clock.addView(ClockView.ID);
        IFolderLayout game = layout.createFolder("game", IPageLayout.BOTTOM, 0.66f, "clock");
        game.addView(MovesView.ID);
        game.addView(IPageLayout.ID_OUTLINE);
        IFolderLayout standings = layout.createFolder("standings", IPageLayout.BOTTOM, 0.25f, editorArea);
        standings.addView(StandingsView.ID);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.72f, "standings");
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(BoardView.ID);
        layout.addShowViewShortcut(ClockView.ID);
        layout.addShowViewShortcut(MovesView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(StandingsView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
    }
}
