package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.ui.StandingsView;
import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The standings view's toolbar and menu are the commands of plugin.xml, handled while the view is active: the
 * team-ranking toggle is a real tool item that is enabled for a team event only and switches the ranking when
 * clicked; the tie-break and export commands are there, the exports enabled only while a table is shown.
 */
class StandingsCommandsTest extends StandingsViewFixture {

    private static final String TIE_BREAKS = "org.chessarbiter.workspace.ui.standings.tieBreaks";
    private static final String EXPORT = "org.chessarbiter.workspace.ui.standings.export";

    private ICommandService commands;

    @Override
    String projectName() {
        return "standings-commands";
    }

    @BeforeEach
    void commandService() {
        commands = PlatformUI.getWorkbench().getService(ICommandService.class);
    }

    @Test
    void theTeamToggleIsAToolItemThatRanksTheTeams() throws Exception {
        IFile file = copy(TEAMS, "doi.trf");
        // the view keeps what was chosen before (another test may have left teams or other tie-breaks)
        view.setTieBreaks("", C07Edition.V2026);
        view.setTeamRanking(false);
        Ui.select(page, file);
        Ui.waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent()
                && !view.outcome().teams(), "the team event, ranked by player");
        page.activate(view);
        ToolItem teams = toolItem("Teams");
        Ui.waitUntil(teams::getEnabled, "the team toggle enabled for a team event");
        assertEquals("Show the team ranking (team events)", teams.getToolTipText());
        assertTrue((teams.getStyle() & SWT.CHECK) != 0, "a toggle");

        click(teams);
        Ui.waitUntil(() -> view.outcome().teams() && view.outcome().standings().isPresent(), "the team ranking");
        Screenshots.save(Ui.capture(view.viewer().getTable().getShell()), "standings-commands-teams");
        // the screen has settled (the capture waits): the team ranking stays, as the table shows
        assertTrue(view.outcome().teams(), "the team ranking stays after one click");
        assertEquals(List.of("Team One", "Team Two", "Team Four", "Team Three"), namesShown(),
                "the tournament's own tie-breaks: game points, then the board count-back (000 Art. 16.1.5)");

        click(teams);
        Ui.waitUntil(() -> !view.outcome().teams() && view.outcome().standings().isPresent(), "the individual ranking again");
        Ui.capture(view.viewer().getTable().getShell());
        assertFalse(view.outcome().teams(), "the individual ranking stays after the second click");
        assertEquals(8, namesShown().size(), "the eight players");
    }

    private List<String> namesShown() {
        List<String> names = new ArrayList<>();
        for (TableItem item : view.viewer().getTable().getItems()) {
            names.add(item.getText(2));
        }
        return names;
    }

    @Test
    void theTeamToggleIsDisabledForAnIndividualEvent() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        Ui.select(page, file);
        Ui.waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the example");
        page.activate(view);
        Ui.waitUntil(() -> enabled(EXPORT), "the export enabled while a table is shown");
        ToolItem tieBreaks = toolItem("Tie-breaks\u2026");
        Ui.waitUntil(tieBreaks::getEnabled, "the tie-break tool item enabled");
        assertFalse(toolItem("Teams").getEnabled(), "no team ranking for an individual event");
        assertFalse(enabled(StandingsView.TEAM_RANKING_COMMAND));
        assertTrue(enabled(TIE_BREAKS));

        // the view's toolbar works while another part has the focus: its handlers are the view's own
        page.activate(page.findView(IPageLayout.ID_PROJECT_EXPLORER));
        Ui.capture(view.viewer().getTable().getShell()); // lets the workbench update its tool items
        assertTrue(tieBreaks.getEnabled(), "the tie-break tool item stays enabled when the explorer has the focus");
    }

    @Test
    void theViewMenuHoldsTheTieBreaksAndBothExports() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        Ui.select(page, file);
        Ui.waitUntil(() -> file.equals(view.outcome().file()) && view.outcome().standings().isPresent(), "the example");
        page.activate(view);
        Ui.waitUntil(() -> enabled(EXPORT), "the export enabled while a table is shown");
        // the person clicks the view menu button of the standings view; while the menu is open, read its items
        ToolItem viewMenu = viewMenuButton();
        List<String> shown = new ArrayList<>();
        Display display = viewMenu.getDisplay();
        Listener onShow = e -> {
            if (e.widget instanceof Menu menu) {
                // after the workbench has filled the menu that is being shown: read it, then close it (the
                // workbench waits in its own event loop while the menu is up; under a bare X server only
                // disposing ends that loop, and the workbench builds the menu again when it is next opened)
                display.asyncExec(() -> {
                    for (MenuItem item : menu.getItems()) {
                        shown.add(item.getText().replace("&", "") + (item.isEnabled() ? "" : " (disabled)"));
                    }
                    menu.setVisible(false);
                    menu.dispose();
                });
            }
        };
        display.addFilter(SWT.Show, onShow);
        try {
            viewMenu.notifyListeners(SWT.Selection, new Event());
        } finally {
            display.removeFilter(SWT.Show, onShow);
        }
        Ui.waitUntil(() -> !shown.isEmpty(), "the view menu's items");
        assertEquals(List.of("Tie-breaks\u2026", "Export standings as HTML\u2026", "Crosstable (HTML)\u2026"), shown);
        Command export = commands.getCommand(EXPORT);
        assertTrue(export.isDefined() && export.isHandled(), "the export is handled while the view is active");
    }

    /** The "View Menu" button the workbench draws beside the view's toolbar. */
    private ToolItem viewMenuButton() {
        List<ToolItem> found = new ArrayList<>();
        collectViewMenuButtons(view.viewer().getTable().getShell(), found);
        assertEquals(1, found.size(), "one view menu button for the standings view");
        return found.get(0);
    }

    private static void collectViewMenuButtons(Control control, List<ToolItem> found) {
        if (control instanceof ToolBar bar) {
            for (ToolItem item : bar.getItems()) {
                if (item.getData("thePart") instanceof MPart part && StandingsView.ID.equals(part.getElementId())) {
                    found.add(item);
                }
            }
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collectViewMenuButtons(child, found);
            }
        }
    }

    private boolean enabled(String commandId) {
        Command c = commands.getCommand(commandId);
        return c.isHandled() && c.isEnabled();
    }

    /** The view's tool item with this text (the command's label), as it is on screen. */
    private ToolItem toolItem(String text) {
        ToolBarManager toolbar = (ToolBarManager) view.getViewSite().getActionBars().getToolBarManager();
        List<String> texts = new ArrayList<>();
        for (ToolItem item : toolbar.getControl().getItems()) {
            if (text.equals(item.getText())) {
                return item;
            }
            texts.add(item.getText());
        }
        throw new AssertionError("no tool item " + text + " among " + texts);
    }

    /** Clicks a tool item as the mouse does: a check item flips its selection, then the selection event is sent. */
    private static void click(ToolItem item) {
        if ((item.getStyle() & SWT.CHECK) != 0) {
            item.setSelection(!item.getSelection());
        }
        Event event = new Event();
        event.widget = item;
        item.notifyListeners(SWT.Selection, event);
    }

}
