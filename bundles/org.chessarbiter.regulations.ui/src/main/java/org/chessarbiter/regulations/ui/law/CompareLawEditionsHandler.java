package org.chessarbiter.regulations.ui.law;

import java.util.List;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.law.LawText;
import org.eclipse.compare.CompareUI;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.handlers.HandlerUtil;

/** Law library, Compare Editions…: two law texts of the library chosen, opened side by side article by article. */
public class CompareLawEditionsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        List<LawText> laws = LawLibrary.bundled().texts();
        LawEditionsDialog dialog = new LawEditionsDialog(HandlerUtil.getActiveShell(event), laws, index(laws, "fide2000"),
                index(laws, "fide2018"));
        if (dialog.open() == Window.OK) {
            CompareUI.openCompareEditor(new LawEditionsCompareInput(dialog.left(), dialog.right()));
        }
        return null;
    }

    private static int index(List<LawText> laws, String name) {
        for (int i = 0; i < laws.size(); i++) {
            if (laws.get(i).name().equals(name)) {
                return i;
            }
        }
        return 0;
    }
}
