package org.chessarbiter.engine.xiangqi;

import org.chessarbiter.rules.xiangqi.Squares;

/**
 * Piece values and positional tables of the xiangqi evaluation, for Red (Black reads them with the
 * ranks mirrored). Values in centipawns of a soldier before the river: chariot 9, horse 4, cannon 4.5,
 * elephant and advisor 2, soldier 1 and about 2 once across the river. The tables are built from a few
 * rules rather than typed: horses and soldiers gain towards the centre and the enemy palace, soldiers
 * lose on the last rank, cannons like the central file, the general stays home.
 */
final class XiangqiTables {
    private XiangqiTables() {
    }

    /** By kind index (general, advisor, elephant, horse, chariot, cannon, soldier). */
    static final int[] VALUE = {0, 200, 200, 400, 900, 450, 100};

    /** Ordering values (MVV-LVA) of the same kinds: the general highest. */
    static final int[] ORDER = {10, 2, 2, 4, 9, 5, 1};

    /** Kind indexes. */
    static final int GENERAL = 0;
    static final int HORSE = 3;
    static final int CHARIOT = 4;
    static final int CANNON = 5;
    static final int SOLDIER = 6;

    /** Per kind, per point from Red's side: the positional part of the piece's worth. */
    static final int[][] POSITION = new int[7][Squares.COUNT];

    static {
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int file = Squares.file(sq);
            int rank = Squares.rank(sq);
            int centre = 4 - Math.abs(file - 4);
            POSITION[HORSE][sq] = centre * 4 + (rank >= 5 ? 20 + (rank <= 8 ? centre * 3 : -10) : rank * 3)
                    - (rank == 0 ? 15 : 0);
            POSITION[CHARIOT][sq] = (rank >= 5 ? 15 : 0) + (file == 3 || file == 5 ? 10 : 0);
            POSITION[CANNON][sq] = (file == 4 ? 20 : centre * 2) + (rank == 2 || rank == 7 ? 5 : 0);
            POSITION[SOLDIER][sq] = soldier(file, rank, centre);
            POSITION[GENERAL][sq] = (file == 4 ? 10 : 0) - rank * 10;
        }
    }

    /** A soldier doubles once across the river, most near the palace, least on the last rank (it can only go sideways). */
    private static int soldier(int file, int rank, int centre) {
        if (rank <= 4) {
            return rank == 4 && (file == 2 || file == 4 || file == 6) ? 10 : 0;
        }
        if (rank == 9) {
            return 20;
        }
        int palace = file >= 3 && file <= 5 ? 30 : 0;
        return 90 + centre * 8 + palace + (rank >= 6 && rank <= 8 ? 10 : 0);
    }

    /** The point {@code sq} of Black seen from Red's side (ranks mirrored). */
    static int mirror(int sq) {
        return Squares.of(Squares.file(sq), 9 - Squares.rank(sq));
    }
}
