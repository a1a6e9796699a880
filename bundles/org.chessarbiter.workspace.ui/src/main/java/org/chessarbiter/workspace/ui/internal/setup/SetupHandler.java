package org.chessarbiter.workspace.ui.internal.setup;

import java.util.Optional;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The board view's "Set up a position" command: the setup dialog starts from the position the board shows; OK adds
 * the game set up at the end of the scoresheet the board follows, and the board goes to it.
 */
public class SetupHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        BoardLink board = part == null ? null : part.getAdapter(BoardLink.class);
        if (board == null) {
            return null;
        }
        Shell shell = HandlerUtil.getActiveShell(event);
        if (board.document() == null) {
            MessageDialog.openInformation(shell, SetupMessages.Setup_title, SetupMessages.Setup_noScoresheet);
            return null;
        }
        PositionSetupDialog dialog = dialog(shell, board);
        if (dialog.open() == Window.OK) {
            add(board, dialog.result());
        }
        return null;
    }

    /** The dialog for the position the board shows (the start of a chess game when it shows none). */
    public static PositionSetupDialog dialog(Shell shell, BoardLink board) {
        Optional<GameCursor<?, ?>> at = board.cursor();
        String game = at.map(c -> c.replay().kind().id()).orElse("chess");
        String fen = at.map(SetupHandler::fen).orElse(null);
        return new PositionSetupDialog(shell, game, fen);
    }

    /** Adds a game starting from {@code fen} at the end of the scoresheet the board follows; false when there is none. */
    public static boolean add(BoardLink board, String fen) {
        IDocument document = board.document();
        return document != null && board.write(PositionSetup.append(document.get(), fen));
    }

    private static <P extends Position<P, M>, M extends Move> String fen(GameCursor<P, M> cursor) {
        P position = cursor.position();
        return position == null ? null : cursor.replay().kind().fen(position);
    }
}
