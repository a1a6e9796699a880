package org.chessarbiter.workspace.ui.internal;

import java.util.function.BiConsumer;

import org.chessarbiter.workspace.standings.StandingsRound;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPart3;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * Makes the standings view follow the tournament editor: when an editor of a {@code *.tournament} or
 * {@code *.trf} file becomes active, the view is told its file and the round after which the editor shows
 * the standings ({@link StandingsRound#PART_PROPERTY}), and again whenever that round changes. Other
 * editors and views change nothing (the selection keeps its say).
 */
public final class StandingsEditorLink implements IPartListener2 {

    private final BiConsumer<IFile, Integer> follow;
    private final IPropertyChangeListener roundChanged = this::roundChanged;
    private IWorkbenchPart3 followed;

    /** @param follow told the editor's file and round (0: the last complete round), in the UI thread */
    public StandingsEditorLink(BiConsumer<IFile, Integer> follow) {
        this.follow = follow;
    }

    /** Follows {@code part} if it is a tournament editor (the active editor when the view opens). */
    public void follow(IWorkbenchPart part) {
        if (!(part instanceof IEditorPart editor)) {
            return;
        }
        IFile file = editor.getEditorInput() == null ? null : editor.getEditorInput().getAdapter(IFile.class);
        if (!TournamentFiles.isTournamentFile(file) || !(part instanceof IWorkbenchPart3 p3)) {
            return;
        }
        if (followed != p3) {
            stop();
            followed = p3;
            p3.addPartPropertyListener(roundChanged);
        }
        follow.accept(file, StandingsRound.parse(p3.getPartProperty(StandingsRound.PART_PROPERTY)));
    }

    private void roundChanged(org.eclipse.jface.util.PropertyChangeEvent e) {
        if (StandingsRound.PART_PROPERTY.equals(e.getProperty()) && followed != null) {
            follow((IWorkbenchPart) followed);
        }
    }

    /** Stops listening to the editor followed. */
    public void stop() {
        if (followed != null) {
            followed.removePartPropertyListener(roundChanged);
            followed = null;
        }
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        follow(ref.getPart(false));
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) == followed) {
            stop();
        }
    }
}
