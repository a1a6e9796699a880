package org.chessarbiter.workspace.ui.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * Moves made by clicking on the board, read from the position's legal moves by the squares they name in the
 * game's coordinate notation: where a piece may go, and the move from one square to another (a pawn reaching
 * the last rank becomes the piece chosen, a queen unless told).
 */
public final class HandMoves {

    private HandMoves() {
    }

    /** The squares the piece on {@code from} may go to. */
    public static <P extends Position<P, M>, M extends Move> Set<Square> targets(P position, BoardShape shape, Square from) {
        Set<Square> targets = new LinkedHashSet<>();
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (shape.square(c, 0).filter(from::equals).isPresent()) {
                shape.square(c, 2).ifPresent(targets::add);
            }
        }
        return targets;
    }

    /**
     * The pieces a pawn going from {@code from} to {@code to} may become (FEN letters, lower case, in the order the
     * rules give them, the queen first); empty when that is no promotion.
     */
    public static <P extends Position<P, M>, M extends Move> List<Character> promotions(P position, BoardShape shape, Square from,
            Square to) {
        List<Character> pieces = new ArrayList<>();
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (c.length() == 5 && goes(shape, c, from, to)) {
                pieces.add(c.charAt(4));
            }
        }
        pieces.sort(Comparator.comparingInt(p -> "qrbn".indexOf(p) < 0 ? 4 : "qrbn".indexOf(p)));
        return pieces;
    }

    /**
     * The legal move from {@code from} to {@code to} of a pawn becoming {@code promotion} (a FEN letter of either
     * case), or of any other piece ({@code promotion} is then not read); with {@code ' '} a pawn becomes a queen.
     */
    public static <P extends Position<P, M>, M extends Move> Optional<M> move(P position, BoardShape shape, Square from, Square to,
            char promotion) {
        if (promotion == ' ') {
            return move(position, shape, from, to);
        }
        char letter = Character.toLowerCase(promotion);
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (goes(shape, c, from, to) && (c.length() < 5 || c.charAt(4) == letter)) {
                return Optional.of(move);
            }
        }
        return Optional.empty();
    }

    private static boolean goes(BoardShape shape, String coordinates, Square from, Square to) {
        return shape.square(coordinates, 0).filter(from::equals).isPresent() && shape.square(coordinates, 2).filter(to::equals).isPresent();
    }

    /** The legal move from {@code from} to {@code to}, if there is one (a promotion to a queen first). */
    public static <P extends Position<P, M>, M extends Move> Optional<M> move(P position, BoardShape shape, Square from, Square to) {
        M found = null;
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (shape.square(c, 0).filter(from::equals).isPresent() && shape.square(c, 2).filter(to::equals).isPresent()) {
                if (found == null || c.endsWith("q")) {
                    found = move;
                }
            }
        }
        return Optional.ofNullable(found);
    }
}
