package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The board view's toolbar in the Tournament perspective as it opens: the controls of 003_e58897bc739f0c87.txt
 * (start, previous, next, end, autoplay, pause, flip) and the computer's button (a knight, its tooltip naming it)
 * are all on screen, none cut off by the width the view is given.
 */
class BoardToolbarTest extends BoardViewFixture {

    @Test
    void everyControlOfTheViewerAndTheComputersButtonAreVisible() throws Exception {
        ITextEditor editor = open("thanh-cong-cu.bienban", BoardViewTest.XIANGQI);
        caret(editor, end(BoardViewTest.XIANGQI, "M2.3", 0), c -> c.played() == 3, "after 2) M2.3");
        ToolBar bar = ((ToolBarManager) view.getViewSite().getActionBars().getToolBarManager()).getControl();
        Ui.waitUntil(() -> !bar.getDisplay().readAndDispatch(), "the toolbar laid out");
        List<String> texts = new ArrayList<>();
        for (ToolItem item : bar.getItems()) {
            if ((item.getStyle() & SWT.SEPARATOR) == 0) {
                texts.add(item.getText());
            }
        }
        assertEquals(List.of("|\u25c0", "\u25c0", "\u25b6", "\u25b6|", "\u25b6\u25b6", "\u275a\u275a", "\u21c5", "\u265e"), texts,
                "start, previous, next, end, autoplay, pause, flip, and the computer");
        ToolItem computer = bar.getItems()[bar.getItemCount() - 1];
        assertTrue(computer.getToolTipText().startsWith("Play against the computer"), computer.getToolTipText());

        assertTrue(bar.isVisible(), "the toolbar is shown");
        Point size = bar.getSize();
        assertTrue(size.x >= bar.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, "the toolbar has its whole width: " + size);
        Rectangle visible = bar.getDisplay().map(bar.getParent(), bar, bar.getParent().getClientArea());
        for (ToolItem item : bar.getItems()) {
            Rectangle b = item.getBounds();
            assertTrue(b.x >= 0 && b.x + b.width <= Math.min(size.x, visible.x + visible.width),
                    "the tool item " + item.getText() + " is inside the toolbar shown: " + b + " in " + size);
        }
        screenshot("board-toolbar");
        Screenshots.save(Screenshots.capture(bar.getParent()), "board-toolbar-part");
    }
}
