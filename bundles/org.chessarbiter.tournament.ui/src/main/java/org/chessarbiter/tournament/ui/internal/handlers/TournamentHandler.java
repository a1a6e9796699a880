package org.chessarbiter.tournament.ui.internal.handlers;

import org.chessarbiter.tournament.ui.TournamentEditor;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.StandingsPage;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The Tournament menu and toolbar on the active tournament editor: {@code pairNext}, {@code publish},
 * {@code enterResults}, {@code standings} (the parameter after the class name in plugin.xml).
 */
public final class TournamentHandler extends AbstractHandler implements IExecutableExtension {

    private String action = "";

    @Override
    public void setInitializationData(IConfigurationElement config, String property, Object data) throws CoreException {
        action = data instanceof String s ? s : "";
    }

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (!(part instanceof TournamentEditor editor) || !editor.loaded()) {
            return null; // no tournament editor, or its tournament still being read
        }
        switch (action) {
            case "pairNext" -> editor.show(RoundsPage.class).pairNextRound();
            case "publish" -> editor.show(RoundsPage.class).publishRound();
            case "enterResults" -> editor.show(RoundsPage.class).enterResults();
            case "standings" -> editor.show(StandingsPage.class);
            default -> throw new IllegalStateException("unknown tournament action " + action);
        }
        return null;
    }
}
