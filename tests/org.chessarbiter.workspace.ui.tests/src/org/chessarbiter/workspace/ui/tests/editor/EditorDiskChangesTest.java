package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.RecordResultOperation;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/**
 * Another program (the CLI, an import) writes the state file while it is open: a clean editor shows the
 * file as it is now; an editor with unsaved changes keeps them and says that the file changed.
 */
class EditorDiskChangesTest extends EditorFixture {

    @Test
    void aCleanEditorFollowsTheFileAndADirtyOneKeepsItsChanges() throws Exception {
        open("editor-disk", example(), "open.tournament");
        RoundsPage rounds = editor.show(RoundsPage.class);
        Path state = file.getLocation().toFile().toPath();
        int board = missing(plain());
        assertEquals(GameResult.NOT_YET_PLAYED, result(plain(), board));

        writeElsewhere(state, board, GameResult.FIRST_WINS);
        Ui.waitUntil(() -> result(plain(), board) == GameResult.FIRST_WINS, "the editor showing the file as written");
        assertFalse(editor.isDirty(), "nothing to save: the editor holds the file");
        assertEquals(NLS.bind(Messages.Editor_reloaded, file.getName()), rounds.messageText());
        screenshot("editor-disk-reloaded");

        assertTrue(editor.perform("draw", RecordResultOperation.onBoard(state, 3, board, GameResult.DRAW)::apply));
        assertTrue(editor.isDirty());
        writeElsewhere(state, board, GameResult.SECOND_WINS);
        Ui.waitUntil(() -> rounds.messageText().equals(NLS.bind(Messages.Editor_changedOnDisk, file.getName())),
                "the editor saying the file changed");
        assertEquals(GameResult.DRAW, result(plain(), board), "the arbiter's unsaved change is kept");
        assertTrue(editor.isDirty());
        screenshot("editor-disk-kept");

        editor.doSave(new NullProgressMonitor());
        assertEquals(GameResult.DRAW, result(saved(), board), "saving writes the editor's state");
        assertFalse(editor.isDirty());
        while (Display.getCurrent().readAndDispatch()) {
            // the save's own change delivered
        }
        assertEquals(GameResult.DRAW, result(plain(), board), "the editor's own save is not taken for another program's");
    }

    /** Writes the state with a result on round 3's board, as another program does, and lets the workspace see it. */
    private void writeElsewhere(Path state, int board, GameResult result) throws Exception {
        ParseResult<Tournament> changed = RecordResultOperation.onBoard(state, 3, board, result).apply(saved(), null);
        assertTrue(changed.isOk(), changed.problems().toString());
        assertTrue(TournamentStore.save(state, changed.value()).isOk());
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
