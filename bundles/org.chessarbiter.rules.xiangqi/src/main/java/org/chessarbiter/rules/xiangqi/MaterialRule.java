package org.chessarbiter.rules.xiangqi;

/**
 * Điều 20.4 b.6 (and 7.2a): when neither side has a chariot, cannon, horse or soldier left, no
 * piece can cross the river to attack, and the arbiter declares the game drawn without a claim.
 */
public final class MaterialRule {
    private MaterialRule() {
    }

    /** Whether at least one side still has a piece that can cross the river (Điều 20.4 b.6). */
    public static boolean eitherCanAttack(XiangqiPosition p) {
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int code = p.pieceAt(sq);
            if (code != Pieces.EMPTY && Pieces.kind(code).canCrossRiver()) {
                return true;
            }
        }
        return false;
    }
}
