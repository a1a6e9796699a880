package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Start position perft (chessprogramming "Chinese Chess Perft Results", position 1). */
class PerftStartTest {
    @Test
    void startPositionToDepth3() {
        Board b = Board.initial();
        assertEquals(44, Perft.perft(b, 1));
        assertEquals(1920, Perft.perft(b, 2));
        assertEquals(79666, Perft.perft(b, 3));
    }
}
