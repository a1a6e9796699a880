package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.HashSet;
import java.util.Set;

import org.chessarbiter.workspace.ui.BoardView;
import org.chessarbiter.workspace.ui.TournamentPerspective;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** Opens the product's perspective in a running workbench and checks that its views are there and painted. */
class TournamentPerspectiveTest {

    private static final RGB LIGHT_SQUARE = new RGB(240, 217, 181);
    private static final RGB DARK_SQUARE = new RGB(181, 136, 99);

    private static void processEvents(long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> { });
                display.sleep();
            }
        }
    }

    @Test
    void perspectiveShowsItsViewsAndTheBoardIsPainted() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        assertNotNull(window, "a workbench window is open");
        Shell shell = window.getShell();
        shell.setSize(1200, 800);
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(TournamentPerspective.ID, window);
        assertEquals(TournamentPerspective.ID, page.getPerspective().getId());
        page.resetPerspective();
        processEvents(1500);

        IViewPart board = page.findView(BoardView.ID);
        assertNotNull(board, "the board view is in the perspective");
        assertNotNull(page.findView(IPageLayout.ID_PROJECT_EXPLORER), "the project explorer is in the perspective");
        assertNotNull(page.findView(IPageLayout.ID_PROBLEM_VIEW), "the problems view is in the perspective");

        BoardView boardView = (BoardView) board;
        page.activate(boardView);
        boardView.canvas().redraw();
        processEvents(500);
        assertTrue(boardView.canvas().isVisible(), "the board is visible");
        ImageData pixels = Screenshots.capture(boardView.canvas());
        Set<RGB> colours = coloursOf(pixels);
        assertTrue(colours.contains(LIGHT_SQUARE) && colours.contains(DARK_SQUARE),
                "the board view painted light and dark squares");

        File screenshot = Screenshots.save(Screenshots.capture(shell), "tournament-perspective");
        assertTrue(screenshot.length() > 0, "screenshot written to " + screenshot);
    }

    private static Set<RGB> coloursOf(ImageData data) {
        Set<RGB> colours = new HashSet<>();
        for (int y = 0; y < data.height; y += 2) {
            for (int x = 0; x < data.width; x += 2) {
                colours.add(data.palette.getRGB(data.getPixel(x, y)));
            }
        }
        return colours;
    }
}
