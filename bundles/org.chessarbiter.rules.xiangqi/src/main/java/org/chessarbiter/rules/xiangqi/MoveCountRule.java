package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.History;

/**
 * Điều 12 (and 7.2e): after 50 consecutive moves without a capture a player may claim a draw. A
 * move ("nước", Điều 8) is one Red ply and one Black ply, so 50 moves are 100 plies.
 *
 * <p>Interpretation of Điều 12c "Những nước chiếu hợp lệ tính tối đa 5 nước" (legal checks count
 * at most 5 moves): within the capture-free run, plies that give check count, but no more than 5
 * of them <em>per side</em>; further checking plies of that side are not counted. The text does not
 * say whether the 5 are per side or for both; per side treats both players alike. Pinned by
 * {@code MoveCountRuleTest}.
 */
public final class MoveCountRule {
    /** Plies in 50 moves. */
    public static final int PLIES = 100;
    /** Checking plies counted per side (Điều 12c). */
    public static final int COUNTED_CHECKS = 5;

    private MoveCountRule() {
    }

    /** The number of counted plies since the last capture at the end of the history (Điều 12c). */
    public static int countedPlies(History<XiangqiPosition, XiangqiMove> history) {
        int counted = 0;
        int[] checks = new int[2];
        for (int i = history.moves().size() - 1; i >= 0; i--) {
            XiangqiPosition before = history.positions().get(i);
            XiangqiMove m = history.moves().get(i);
            if (before.pieceAt(m.to()) != Pieces.EMPTY) {
                return counted;
            }
            int mover = before.turn().ordinal();
            if (history.positions().get(i + 1).inCheck()) {
                if (checks[mover] < COUNTED_CHECKS) {
                    checks[mover]++;
                    counted++;
                }
            } else {
                counted++;
            }
        }
        // the run began before the recorded history: the FEN clock counts those plies (checks unknown)
        return counted + history.positions().get(0).pliesSinceCapture();
    }

    /** Whether a draw claim under Điều 12a would be upheld now. */
    public static boolean reached(History<XiangqiPosition, XiangqiMove> history) {
        return countedPlies(history) >= PLIES;
    }
}
