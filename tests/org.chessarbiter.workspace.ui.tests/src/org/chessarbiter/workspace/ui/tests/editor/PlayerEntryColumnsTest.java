package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.ui.PlayerColumn;
import org.chessarbiter.tournament.ui.PlayersPage;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.junit.jupiter.api.Test;

/**
 * The Players table says at a glance who entered late (the round entered) and who asked for a bye or announced an
 * absence (the round, then the points: ½, 0, 1, or absent), and follows the change and its undo.
 */
class PlayerEntryColumnsTest extends EditorFixture {

    @Test
    void theRoundEnteredAndTheByesAskedForAreColumnsOfThePlayersTable() throws Exception {
        open("players-columns", example(), "open.tournament");
        PlayersPage players = editor.show(PlayersPage.class);
        Player entrant = new Player(1, "Nguyễn Văn Muộn", "", "FM", "", "", "VIE", "CLB Hà Nội", 0, 2350, 0);
        assertTrue(players.entries().enterLate(entrant, 4), players.messageText());
        assertTrue(players.entries().requestBye(5, 5, ByeKind.HALF_POINT), players.messageText());
        assertTrue(players.entries().requestBye(7, 4, ByeKind.ZERO_POINT), players.messageText());
        assertTrue(players.entries().requestBye(7, 6, ByeKind.HALF_POINT), players.messageText());
        Table table = players.viewer().getTable();
        assertEquals(Messages.Players_entered, table.getColumn(PlayerColumn.ENTERED.ordinal()).getText());
        assertEquals(Messages.Players_byes, table.getColumn(PlayerColumn.BYES.ordinal()).getText());

        assertEquals(NLS.bind(Messages.Players_enteredRound, 4), cell(table, 41, PlayerColumn.ENTERED));
        assertEquals("", cell(table, 41, PlayerColumn.BYES), "the rounds before the entry are the Entered column's");
        assertEquals("", cell(table, 5, PlayerColumn.ENTERED));
        assertEquals(NLS.bind(Messages.Players_byeInRound, 5, "½"), cell(table, 5, PlayerColumn.BYES));
        assertEquals(NLS.bind(Messages.Players_byeInRound, 4, "0") + ", " + NLS.bind(Messages.Players_byeInRound, 6, "½"),
                cell(table, 7, PlayerColumn.BYES));
        assertEquals("", cell(table, 1, PlayerColumn.BYES), "no bye asked for");
        table.showColumn(table.getColumn(PlayerColumn.BYES.ordinal()));
        table.showItem(table.getItem(row(table, 41)));
        screenshot("players-columns-entered-byes");

        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(NLS.bind(Messages.Players_byeInRound, 4, "0"), cell(table, 7, PlayerColumn.BYES), "the last bye undone");

        players.sortBy(PlayerColumn.ENTERED);
        players.sortBy(PlayerColumn.ENTERED); // the second click: the latest entries first
        assertEquals(NLS.bind(Messages.Players_enteredRound, 4), table.getItem(0).getText(PlayerColumn.ENTERED.ordinal()),
                "sorted by the round entered");
    }

    /** The text of {@code column} in the row of start number {@code player}. */
    private static String cell(Table table, int player, PlayerColumn column) {
        return table.getItem(row(table, player)).getText(column.ordinal());
    }

    private static int row(Table table, int player) {
        for (int i = 0; i < table.getItemCount(); i++) {
            TableItem item = table.getItem(i);
            if (item.getText(PlayerColumn.NUMBER.ordinal()).equals(Integer.toString(player))) {
                return i;
            }
        }
        throw new AssertionError("no row of player " + player);
    }
}
