package org.chessarbiter.workspace.ui.board;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * Where and how a move made on the board is written into the scoresheet: at the end of the line the board is
 * at, after what is attached to its last move (comments, NAGs, variations), or, when the line goes on with
 * another move, as a new variation after that move. Move numbers are written as the file writes them
 * ({@code 1.d4} or {@code 1. d4}, the Vietnamese {@code 1)} of Luật cờ Tướng 2004 Điều 11.2); the second side's
 * move gets its number with {@code ...} where a line starts or follows a comment or a variation.
 */
public final class MoveInsertion {

    private MoveInsertion() {
    }

    /** The edit writing {@code moveText} (the move to play at {@code cursor}) into a file that writes no number elsewhere. */
    public static <P extends Position<P, M>, M extends Move> TextEdit of(GameCursor<P, M> cursor, String moveText) {
        return of(cursor, moveText, MoveNumbering.PGN);
    }

    /**
     * The edit writing {@code moveText} (the move to play at {@code cursor}) into the file; numbered as the game
     * numbers its moves, else as {@code file} (how the file's other games number them).
     */
    public static <P extends Position<P, M>, M extends Move> TextEdit of(GameCursor<P, M> cursor, String moveText,
            MoveNumbering file) {
        P before = cursor.position();
        WrittenGame game = cursor.replay().game();
        MoveNumbering numbering = MoveNumbering.of(game).orElse(file);
        int number = cursor.replay().kind().moveNumber(before);
        boolean first = before.turn() == Side.FIRST;
        WrittenNode last = cursor.node();
        WrittenNode next = cursor.nextNode();
        if (next != null) {
            int at = endOfAttachments(next);
            String text = " (" + numbering.write(number, first) + moveText + ")";
            return new TextEdit(at, text, at + text.length() - 1);
        }
        if (last == null) {
            Token result = game.result();
            int at = result != null ? result.offset() : game.end();
            String text = numbering.write(number, first) + moveText + (result != null ? " " : "");
            return new TextEdit(at, text, at + numbering.write(number, first).length() + moveText.length());
        }
        boolean numbered = first || !last.comments().isEmpty() || !last.variations().isEmpty();
        int at = endOfAttachments(last);
        String text = " " + (numbered ? numbering.write(number, first) : "") + moveText;
        return new TextEdit(at, text, at + text.length());
    }

    /** The end of a written move and everything attached to it. */
    public static int endOfAttachments(WrittenNode node) {
        List<Token> tokens = new ArrayList<>();
        tokens.add(node.move());
        if (node.suffix() != null) {
            tokens.add(node.suffix());
        }
        if (node.drawOffer() != null) {
            tokens.add(node.drawOffer());
        }
        tokens.addAll(node.nags());
        tokens.addAll(node.comments());
        int end = 0;
        for (Token t : tokens) {
            end = Math.max(end, t.end());
        }
        for (WrittenLine variation : node.variations()) {
            if (variation.end() != Integer.MAX_VALUE) {
                end = Math.max(end, variation.end());
            }
        }
        return end;
    }
}
