package org.chessarbiter.rules.xiangqi;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.History;

/**
 * Repetition adjudication of Luật Cờ Tướng 2004 Điều 22–24. When the current position has occurred
 * {@link #OCCURRENCES} times, the moves since its previous occurrence (the last cycle) are classified
 * ({@link MoveClassifier}) and the ten points of Điều 23 give the verdict ({@link Article23}).
 *
 * <p>Interpretation: the law says a perpetual check or chase is one repeated "many times without
 * change" (Điều 22.9–11) and names no count; we adjudicate at the third occurrence of the position,
 * as the AXF rules and the reference cases do.
 */
public final class RepetitionAdjudicator {
    /** Occurrences of one position that make a repetition. */
    public static final int OCCURRENCES = 3;

    private RepetitionAdjudicator() {
    }

    /** The verdict at the end of a game history, if its last position repeats. */
    public static Optional<RepetitionVerdict> adjudicate(History<XiangqiPosition, XiangqiMove> history) {
        return adjudicate(history.positions().get(0), history.moves());
    }

    /** The verdict after the legal {@code moves} from {@code start}, if the last position repeats. */
    public static Optional<RepetitionVerdict> adjudicate(XiangqiPosition start, List<XiangqiMove> moves) {
        Board b = start.toBoard();
        long[] hashes = new long[moves.size() + 1];
        hashes[0] = b.hash();
        for (int i = 0; i < moves.size(); i++) {
            b.makeMove(moves.get(i).code());
            hashes[i + 1] = b.hash();
        }
        int n = moves.size();
        int seen = 0;
        int previous = -1;
        for (int i = n; i >= 0; i--) {
            if (hashes[i] == hashes[n]) {
                seen++;
                if (seen == 2) {
                    previous = i;
                }
            }
        }
        if (seen < OCCURRENCES) {
            return Optional.empty();
        }
        for (int i = n; i > previous; i--) {
            b.unmakeMove();
        }
        int[] ids = new int[Squares.COUNT];
        for (int sq = 0; sq < ids.length; sq++) {
            ids[sq] = b.pieceAt(sq) == Pieces.EMPTY ? -1 : sq;
        }
        List<ClassifiedMove> cycle = new ArrayList<>();
        for (int i = previous; i < n; i++) {
            int code = moves.get(i).code();
            cycle.add(MoveClassifier.classify(b, code, ids));
            b.makeMove(code);
        }
        return Optional.of(Article23.judge(cycle));
    }
}
