package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * The board-by-board team tie-breaks of FIDE C.07, compared as sequences among the tied teams:
 * <ul>
 * <li>TBR (top board result): the game points on board 1; if equal, on board 2; and so on (the
 * seeds' count-back, 000 Part 2 Art. 16.1.5);</li>
 * <li>BBE (board-by-board elimination): the game points without the last board; if equal, without
 * the last two; and so on (as the FIDE tie-break server computes it: the total itself is not
 * compared, it is the game points tie-break that comes before).</li>
 * </ul>
 * Values are the class ranks among the tied teams turned into numbers: higher is better.
 */
public final class BoardByBoard extends NamedTieBreak {

    /** Which sequence. */
    public enum Kind { TBR, BBE }

    private final Kind kind;

    public BoardByBoard(Kind kind, C07Edition edition) {
        super(kind.name(), edition.citation() + " team tie-breaks, " + kind.name(), "tb." + kind.name());
        this.kind = kind;
    }

    @Override
    public Points[] values(StandingsContext ctx, int[] group) {
        Points[][] byBoard = BoardPoints.of(ctx);
        List<Points[]> keys = new ArrayList<>();
        for (int i : group) {
            keys.add(kind == Kind.TBR ? byBoard[i] : eliminations(byBoard[i]));
        }
        Points[] out = new Points[group.length];
        for (int k = 0; k < group.length; k++) {
            int above = 0;
            for (Points[] other : keys) {
                above += Arrays.compare(other, keys.get(k)) > 0 ? 1 : 0;
            }
            out[k] = Points.of(group.length - above);
        }
        return out;
    }

    /** The total without the last board, without the last two, ... (the total itself is the game points tie-break). */
    private static Points[] eliminations(Points[] boards) {
        Points[] out = new Points[boards.length];
        Points total = Points.ZERO;
        for (Points p : boards) {
            total = total.plus(p);
        }
        for (int k = 0; k < boards.length; k++) {
            total = total.minus(boards[boards.length - 1 - k]);
            out[k] = total;
        }
        return out;
    }
}
