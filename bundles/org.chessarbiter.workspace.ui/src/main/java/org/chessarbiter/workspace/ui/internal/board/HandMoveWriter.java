package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.HandMoves;
import org.chessarbiter.workspace.ui.board.MoveInsertion;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.TextEdit;

/**
 * A move made on the board, for the scoresheet: written in the notation the editor writes the game's new moves
 * in ({@link WritingNotation}: the file's own notation wins, with its capture sign), inserted where
 * {@link MoveInsertion} says; a move that is the next one written already is not written again, the board just
 * goes there.
 */
public final class HandMoveWriter {

    /** What a move from one square to another does. */
    public sealed interface Result {
    }

    /** Not a legal move. */
    public record Illegal() implements Result {
    }

    /** The next move written already: the board goes to it. */
    public record Written(GameCursor<?, ?> at) implements Result {
    }

    /** A new move: this edit writes it. */
    public record Write(TextEdit edit, String move) implements Result {
    }

    private HandMoveWriter() {
    }

    /** Where the piece on {@code from} may go at {@code cursor}. */
    public static <P extends Position<P, M>, M extends Move> Set<Square> targets(GameCursor<P, M> cursor, Square from) {
        P position = cursor.position();
        return position == null ? Set.of() : HandMoves.targets(position, shape(cursor), from);
    }

    /** The pieces (FEN letters, lower case) a pawn going from {@code from} to {@code to} may become; empty for other moves. */
    public static <P extends Position<P, M>, M extends Move> List<Character> promotions(GameCursor<P, M> cursor, Square from,
            Square to) {
        P position = cursor.position();
        return position == null ? List.of() : HandMoves.promotions(position, shape(cursor), from, to);
    }

    /**
     * The move from {@code from} to {@code to} at {@code cursor}, a pawn becoming {@code promotion} (a FEN letter;
     * {@code ' '} for a move that is no promotion, or for a queen).
     */
    public static <P extends Position<P, M>, M extends Move> Result play(GameCursor<P, M> cursor, Square from, Square to,
            char promotion, WritingNotation writing, MoveNumbering numbering) {
        P position = cursor.position();
        Optional<M> move = position == null ? Optional.empty() : HandMoves.move(position, shape(cursor), from, to, promotion);
        return move.isEmpty() ? new Illegal() : write(cursor, move.get(), writing, numbering);
    }

    /**
     * The move {@code move} at {@code cursor} (the computer's answer, or a move made by hand), written as a hand move
     * is, numbered as the game numbers its moves, else as the file does ({@code numbering}); {@link Illegal} when the
     * rules do not allow it there.
     */
    public static <P extends Position<P, M>, M extends Move> Result write(GameCursor<P, M> cursor, M move, WritingNotation writing,
            MoveNumbering numbering) {
        P position = cursor.position();
        if (position == null || !position.isLegal(move)) {
            return new Illegal();
        }
        WrittenNode next = cursor.nextNode();
        Optional<ReplayedMove<P, M>> written = next == null ? Optional.empty() : cursor.replay().move(next);
        if (written.isPresent() && written.get().move().equals(move)) {
            return new Written(cursor.next());
        }
        String formatted = writing.write(cursor.replay(), position, move);
        String text = formatted != null ? formatted : cursor.replay().kind().scoresheetNotation().format(position, move);
        return new Write(MoveInsertion.of(cursor, text, numbering), text);
    }

    private static BoardShape shape(GameCursor<?, ?> cursor) {
        return BoardShape.forGame(cursor.replay().kind().id());
    }
}
