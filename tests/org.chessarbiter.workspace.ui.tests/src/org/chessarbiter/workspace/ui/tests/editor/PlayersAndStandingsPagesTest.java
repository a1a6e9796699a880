package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.PlayerColumn;
import org.chessarbiter.tournament.ui.PlayersPage;
import org.chessarbiter.tournament.ui.StandingsPage;
import org.chessarbiter.tournament.ui.internal.ByeRequestDialog;
import org.chessarbiter.tournament.ui.internal.LateEntryDialog;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.StandingsView;
import org.chessarbiter.workspace.ui.tests.Screenshots;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/**
 * The Players page once the event has started (a late entry numbered after the players present and
 * scoring nothing in the rounds missed, a bye and an absence for rounds not yet paired, a removal and a
 * renumbering refused with their reasons, all undoable) and before round 1 (a rating corrected in place,
 * then the numbers given again by C.04.2); the Standings page after any round as standings, crosstable and
 * team standings; the Standings view following the editor and the round it shows.
 */
class PlayersAndStandingsPagesTest extends EditorFixture {

    private static final Path TEAMS = ROOT.resolve("examples/workspace/dong-doi-co-vua-2026/dong-doi-co-vua-2026.trf");

    @Test
    void lateEntriesByesAndAbsencesOnceTheEventHasStarted() throws Exception {
        open("players-started", example(), "open.tournament");
        PlayersPage players = editor.show(PlayersPage.class);
        players.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(editor.document().root().getPlayers().get(0)));
        players.removeSelected();
        assertEquals(40, plain().players().size(), "not removed");
        assertEquals(IMessageProvider.ERROR, players.getManagedForm().getForm().getMessageType());
        assertTrue(players.messageText().contains("cannot be removed: round 3 is paired"), players.messageText());
        screenshot("players-1-remove-refused");

        LateEntryDialog late = players.entries().lateEntryDialog();
        late.setBlockOnOpen(false);
        late.open();
        late.fill("Nguyễn Văn Muộn", "FM", 2350, "VIE", "CLB Hà Nội", 4);
        Screenshots.save(Ui.capture(late.getShell()), "players-2-late-entry-dialog");
        late.close();
        Player entrant = new Player(1, "Nguyễn Văn Muộn", "", "FM", "", "", "VIE", "CLB Hà Nội", 0, 2350, 0);
        assertTrue(players.entries().enterLate(entrant, 4), players.messageText());
        assertEquals(41, plain().players().size());
        assertEquals("Nguyễn Văn Muộn", plain().player(41).orElseThrow().name(), "after the players present (000 Part 2 Art. 13.7)");
        assertEquals(List.of(new LateEntry(41, 4)), plain().lateEntries());
        assertTrue(players.messageText().contains("scores nothing in rounds 1 to 3"), players.messageText());
        screenshot("players-3-late-entry");

        ByeRequestDialog bye = players.entries().byeDialog(5);
        bye.setBlockOnOpen(false);
        bye.open();
        bye.choose(5, ByeKind.HALF_POINT);
        Screenshots.save(Ui.capture(bye.getShell()), "players-4-bye-dialog");
        bye.close();
        assertTrue(players.entries().requestBye(5, 5, ByeKind.HALF_POINT), players.messageText());
        assertTrue(players.entries().requestBye(7, 4, ByeKind.ZERO_POINT), players.messageText());
        assertEquals(List.of(new Bye(5, ByeKind.HALF_POINT)), round(5).byes());
        assertEquals(List.of(new Bye(7, ByeKind.ZERO_POINT)), round(4).byes(), "the absence announced for round 4");
        assertFalse(players.entries().requestBye(7, 3, ByeKind.ZERO_POINT), "round 3 is published");
        assertTrue(players.messageText().contains("round 3"), players.messageText());

        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(List.of(), round(4).byes(), "the absence undone");
        assertEquals(List.of(new Bye(5, ByeKind.HALF_POINT)), round(5).byes(), "the bye stays");

        assertFalse(players.entries().canReassignNumbers());
        assertFalse(players.entries().reassignNumbers());
        assertTrue(players.messageText().contains("round 3 is published"), players.messageText());
        screenshot("players-5-renumber-refused");

        editor.doSave(null);
        assertEquals(List.of(new LateEntry(41, 4)), saved().lateEntries(), "saved");
    }

    @Test
    void beforeRoundOneARatingCorrectedInPlaceIsFollowedByTheNumbersOfC042() throws Exception {
        Tournament t = example();
        open("players-before", t.withRounds(List.of()), "open.tournament");
        PlayersPage players = editor.show(PlayersPage.class);
        org.chessarbiter.tournament.model.Player tenth = editor.document().root().getPlayers().get(9);
        String name = tenth.getName();
        players.edit(tenth, PlayerColumn.FIDE_RATING, "2900");
        assertTrue(players.entries().canReassignNumbers());
        assertTrue(players.entries().reassignNumbers(), players.messageText());
        assertEquals(name, plain().player(1).orElseThrow().name(), "the corrected rating is the highest: number 1 (C.04.2)");
        assertTrue(players.messageText().contains("of 40 players have a new number"), players.messageText());
        screenshot("players-6-renumbered");
        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(name, plain().player(10).orElseThrow().name(), "the renumbering undone, in one step");

        players.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(editor.document().root().getPlayers().get(39)));
        players.removeSelected();
        assertEquals(39, plain().players().size(), "removed before round 1");
    }

    @Test
    void standingsAfterAnyRoundAsACrosstableAndTheViewFollowsTheEditor() throws Exception {
        open("standings-open", example(), "open.tournament");
        StandingsPage standings = editor.show(StandingsPage.class);
        standings.showAfter(2);
        Ui.waitUntil(() -> !standings.ranking() && standings.table().getItemCount() == 40, "the standings after round 2");
        standings.showAs(StandingsPage.Shown.CROSSTABLE);
        Ui.waitUntil(() -> !standings.ranking() && standings.table().getColumnCount() == 2 + 2 + 1 + 1, "the crosstable after round 2 (and an empty last column)");
        assertEquals("1", standings.table().getItem(0).getText(0), "the players by number");
        assertTrue(standings.table().getItem(0).getText(2).matches("\\d+[wb] .+"), standings.table().getItem(0).getText(2));
        screenshot("standings-1-crosstable");

        StandingsView view = (StandingsView) page.showView(StandingsView.ID);
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
        page.activate(editor);
        Ui.waitUntil(() -> view.outcome().standings().isPresent() && file.equals(view.outcome().file())
                && view.outcome().standings().get().context().rounds() == 2, "the view follows the editor, after round 2");
        standings.showAfter(1);
        Ui.waitUntil(() -> view.outcome().standings().isPresent() && view.outcome().standings().get().context().rounds() == 1,
                "the view follows the round the editor shows");
        screenshot("standings-2-view-follows-editor");
    }

    @Test
    void theTeamStandingsOfATeamEventGiveMatchAndGamePoints() throws Exception {
        ParseResult<Tournament> t = TournamentStore.load(TEAMS);
        assertTrue(t.isOk(), t.problems().toString());
        open("standings-teams", t.value(), "teams.tournament");
        StandingsPage standings = editor.show(StandingsPage.class);
        standings.showAs(StandingsPage.Shown.TEAMS);
        standings.showAfter(3);
        Ui.waitUntil(() -> !standings.ranking() && standings.table().getItemCount() == 8, "the 8 teams ranked");
        assertEquals(5 + 1 + 1, standings.table().getColumnCount(), "rank, number, team, match points, game points, TBR, and an empty last column");
        String[] first = { standings.table().getItem(0).getText(3), standings.table().getItem(0).getText(4) };
        assertTrue(Double.parseDouble(first[0]) <= 6 && Double.parseDouble(first[1]) <= 12, String.join(" ", first));
        double total = 0;
        for (int i = 0; i < 8; i++) {
            total += Double.parseDouble(standings.table().getItem(i).getText(4));
        }
        assertEquals(3 * 4 * 4, total, 0.001, "3 rounds of 4 matches of 4 boards: 48 game points in all");
        screenshot("standings-3-teams");
    }

    private Round round(int n) {
        return plain().rounds().stream().filter(r -> r.number() == n).findFirst().orElse(new Round(n, "", false, List.of(), List.of()));
    }
}
