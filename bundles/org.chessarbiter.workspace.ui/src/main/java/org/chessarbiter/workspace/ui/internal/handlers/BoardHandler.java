package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Locale;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The board view's commands. Declared once per command in plugin.xml with the control it performs after a colon
 * ({@code BoardHandler:next}); {@code speed}, {@code coordinates} and {@code pieces} read the command's parameter.
 */
public class BoardHandler extends AbstractHandler implements IExecutableExtension {

    /** The parameter of the speed, coordinates and pieces commands. */
    public static final String VALUE = "org.chessarbiter.workspace.ui.board.value";

    private String action = "";

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        action = data instanceof String s ? s : "";
    }

    @Override
    public Object execute(ExecutionEvent event) {
        if (!(HandlerUtil.getActivePart(event) instanceof BoardCommandTarget board)) {
            return null;
        }
        String value = event.getParameter(VALUE);
        switch (action) {
            case "speed" -> board.setAutoplayDelay(Integer.parseInt(value));
            case "coordinates" -> board.setIccsCoordinates("iccs".equals(value));
            case "pieces" -> board.setVietnameseLetters("vietnamese".equals(value));
            default -> board.control(BoardCommandTarget.Control.valueOf(action.toUpperCase(Locale.ROOT)));
        }
        return null;
    }
}
