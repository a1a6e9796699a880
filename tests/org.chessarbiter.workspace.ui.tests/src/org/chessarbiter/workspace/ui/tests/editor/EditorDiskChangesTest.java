package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.ArbiterAction;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.FideModeOperation;
import org.chessarbiter.workspace.op.RecordResultOperation;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.osgi.util.NLS;
import org.junit.jupiter.api.Test;

/**
 * Another program (the CLI, an import) writes the state file while it is open: a clean editor shows the
 * file as it is now; an editor with unsaved changes keeps them and says that the file changed.
 */
class EditorDiskChangesTest extends EditorFixture {

    @Test
    void aDirtyEditorKeepsItsChangesAndACleanOneFollowsTheFile() throws Exception {
        open("editor-disk", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        Path state = file.getLocation().toFile().toPath();
        int board = missing(plain());
        assertEquals(GameResult.NOT_YET_PLAYED, result(plain(), board));

        assertTrue(editor.perform("draw", RecordResultOperation.onBoard(state, 3, board, GameResult.DRAW)::apply));
        assertTrue(editor.isDirty());
        writeElsewhere(RecordResultOperation.onBoard(state, 3, board, GameResult.SECOND_WINS)::apply);
        Ui.waitUntil(() -> rounds.messageText().equals(NLS.bind(Messages.Editor_changedOnDisk, file.getName())),
                "the editor saying the file changed");
        assertEquals(GameResult.DRAW, result(plain(), board), "the arbiter's unsaved change is kept");
        assertTrue(editor.isDirty());
        screenshot("editor-disk-kept");

        page.closeEditor(editor, false); // the arbiter leaves his change: the file as the other program wrote it
        openEditor(file);
        Ui.waitUntil(editor::loaded, "the tournament read again");
        assertEquals(GameResult.SECOND_WINS, result(plain(), board));
        RoundsPage again = editor.show(RoundsPage.class);

        boolean fide = plain().audit().fideMode();
        writeElsewhere(new FideModeOperation(state, !fide, Clock.systemUTC())::apply);
        Ui.waitUntil(() -> plain().audit().fideMode() != fide, "the editor showing the file as written");
        assertFalse(editor.isDirty(), "nothing to save: the editor holds the file");
        assertEquals(NLS.bind(Messages.Editor_reloaded, file.getName()), again.messageText());
        assertEquals(GameResult.SECOND_WINS, result(plain(), board));
        screenshot("editor-disk-reloaded");
    }

    /** Applies {@code change} to the state file as another program does, and lets the workspace see it. */
    private void writeElsewhere(ArbiterAction change) throws Exception {
        ParseResult<Tournament> changed = change.apply(saved(), null);
        assertTrue(changed.isOk(), changed.problems().toString());
        assertTrue(TournamentStore.save(file.getLocation().toFile().toPath(), changed.value()).isOk());
        file.refreshLocal(IResource.DEPTH_ZERO, new NullProgressMonitor());
    }

    private static int missing(Tournament t) {
        return t.rounds().get(2).pairings().stream().filter(p -> p.result() == GameResult.NOT_YET_PLAYED).findFirst()
                .map(Pairing::board).orElseThrow();
    }

    private static GameResult result(Tournament t, int board) {
        return t.rounds().get(2).pairings().stream().filter(p -> p.board() == board).findFirst().orElseThrow().result();
    }
}
