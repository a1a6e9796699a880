package org.chessarbiter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SideTest {
    @Test
    void oppositeIsAnInvolution() {
        assertEquals(Side.SECOND, Side.FIRST.opposite());
        assertEquals(Side.FIRST, Side.SECOND.opposite());
        for (Side s : Side.values()) {
            assertEquals(s, s.opposite().opposite());
        }
    }
}
