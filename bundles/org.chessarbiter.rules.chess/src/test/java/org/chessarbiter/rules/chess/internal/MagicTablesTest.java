package org.chessarbiter.rules.chess.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MagicTablesTest {
    @Test
    void sliderAttacksMatchRayWalkingForRandomOccupancies() {
        SplittableRandom rnd = new SplittableRandom(42);
        for (int i = 0; i < 20_000; i++) {
            long occ = rnd.nextLong() & rnd.nextLong();
            int sq = rnd.nextInt(64);
            assertEquals(AttackTables.slide(sq, occ, AttackTables.ROOK_DIRS), MagicTables.rook(sq, occ));
            assertEquals(AttackTables.slide(sq, occ, AttackTables.BISHOP_DIRS), MagicTables.bishop(sq, occ));
        }
    }

    @Test
    void betweenAndLine() {
        // a1 .. h8 diagonal: between a1 and d4 are b2, c3
        assertEquals((1L << 9) | (1L << 18), AttackTables.BETWEEN[0][27]);
        assertEquals(0x8040201008040201L, AttackTables.LINE[0][27]);
        assertEquals(0L, AttackTables.BETWEEN[0][17]);
        assertEquals(0L, AttackTables.LINE[0][17]);
    }
}
