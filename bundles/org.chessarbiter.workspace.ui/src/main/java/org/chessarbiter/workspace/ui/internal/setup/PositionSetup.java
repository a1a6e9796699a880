package org.chessarbiter.workspace.ui.internal.setup;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.workspace.ui.board.BoardPicture;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.TextEdit;

/**
 * A position set up by the user, for a new game of the scoresheet: its FEN read by the game's own setup validator
 * ({@code GameKind.start}: the chess FEN reader of rules.chess, the xiangqi one of rules.xiangqi, their problems
 * located in the FEN text), and the game written from it, with its {@code SetUp "1"} and {@code FEN} tags (PGN
 * standard 9.7), at the end of the scoresheet.
 */
public final class PositionSetup {

    private PositionSetup() {
    }

    /** The games a position can be set up for, the default first. */
    public static List<GameKind<?, ?>> games() {
        return ScoresheetChecker.GAMES.all();
    }

    /** The game whose id is {@code id}, else the default one. */
    public static GameKind<?, ?> game(String id) {
        return games().stream().filter(kind -> kind.id().equals(id)).findFirst().orElse(games().get(0));
    }

    /** {@code fen} read by the setup validator of {@code kind}. */
    public static ParseResult<?> check(GameKind<?, ?> kind, String fen) {
        return kind.start(fen.trim());
    }

    /** The FEN of the start position of {@code kind}. */
    public static String startFen(GameKind<?, ?> kind) {
        return fenOf(kind, kind.start(null).value());
    }

    /** The board of {@code kind} showing the position {@code fen}; empty when the validator refuses it. */
    public static Optional<BoardState> picture(GameKind<?, ?> kind, String fen) {
        ParseResult<?> read = check(kind, fen);
        if (!read.isOk()) {
            return Optional.empty();
        }
        BoardShape shape = BoardShape.forGame(kind.id());
        String text = fenOf(kind, read.value());
        Side turn = ((Position<?, ?>) read.value()).turn();
        return BoardPicture.of(shape, text.split("\\s+")[0]).map(p -> new BoardState(shape, p, turn, Optional.empty(),
                Optional.empty(), Optional.empty()));
    }

    @SuppressWarnings("unchecked")
    private static <P extends Position<P, M>, M extends Move> String fenOf(GameKind<P, M> kind, Object position) {
        return kind.fen((P) position);
    }

    /**
     * The edit appending a game that starts from {@code fen} to a scoresheet whose text is {@code text}: a blank line
     * after the games before it, the tags, an empty move text ending with {@code *}; the caret goes before the
     * {@code *}, where the game's first move will be written.
     */
    public static TextEdit append(String text, String fen) {
        String before = text.isEmpty() ? "" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
        String game = before + "[SetUp \"1\"]\n[FEN \"" + fen.trim() + "\"]\n\n";
        return new TextEdit(text.length(), game + "*\n", text.length() + game.length());
    }
}
