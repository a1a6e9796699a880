package org.chessarbiter.workspace.ui.internal.engine;

import java.util.List;
import java.util.StringJoiner;

import org.chessarbiter.engine.Score;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * An engine's findings for people: the score from the first side's point of view (White's, Red's), as analysis
 * boards show it ({@code +0.35}, {@code -1.20}, {@code #3} for a mate in three by the first side, {@code #-2} for a
 * mate of it), and a line of moves in the notation the file writes, numbered.
 */
final class EngineText {

    private EngineText() {
    }

    /** {@code score}, given for the side {@code turn} to move, from the first side's point of view. */
    static String score(Score score, Side turn) {
        Score first = turn == Side.FIRST ? score : score.negate();
        if (first.isMate()) {
            return "#" + first.value();
        }
        int cp = first.value();
        String sign = cp > 0 ? "+" : cp < 0 ? "-" : "";
        int abs = Math.abs(cp);
        return sign + abs / 100 + "." + (abs % 100 < 10 ? "0" : "") + abs % 100;
    }

    /** The moves of {@code line}, played from {@code start}, in {@code notation} with their numbers. */
    static <P extends Position<P, M>, M extends Move> String line(GameKind<P, M> kind, MoveNotation<P, M> notation, P start,
            List<M> line) {
        StringJoiner text = new StringJoiner(" ");
        P position = start;
        boolean first = true;
        for (M move : line) {
            if (!position.isLegal(move)) {
                break;
            }
            int number = kind.moveNumber(position);
            String written = notation.format(position, move);
            if (position.turn() == Side.FIRST) {
                text.add(number + "." + written);
            } else {
                text.add(first ? number + "..." + written : written);
            }
            first = false;
            position = position.play(move);
        }
        return text.toString();
    }
}
