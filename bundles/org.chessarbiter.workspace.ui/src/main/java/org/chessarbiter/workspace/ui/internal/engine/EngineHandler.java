package org.chessarbiter.workspace.ui.internal.engine;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The board view's engine commands, declared in plugin.xml with their mode after a colon: {@code EngineHandler:play}
 * (play against the computer from the position shown, or leave play), {@code EngineHandler:analysis} (analysis on
 * or off). The board view gives its {@link EngineSession} as an adapter.
 */
public class EngineHandler extends AbstractHandler implements IExecutableExtension {

    private String mode = "";

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        mode = data instanceof String s ? s : "";
    }

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        EngineSession session = part == null ? null : part.getAdapter(EngineSession.class);
        if (session != null) {
            if ("analysis".equals(mode)) {
                session.toggleAnalysis();
            } else {
                session.togglePlay();
            }
        }
        return null;
    }
}
