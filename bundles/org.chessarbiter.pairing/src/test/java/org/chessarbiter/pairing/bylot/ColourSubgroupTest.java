package org.chessarbiter.pairing.bylot;

import static org.chessarbiter.pairing.Colour.BLACK;
import static org.chessarbiter.pairing.Colour.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Colour;
import org.junit.jupiter.api.Test;

/** 000 14.2.1 / 14.2.2 and the constraints of 14.4.2. */
class ColourSubgroupTest {

    private static LotPlayer p(Colour... colours) {
        return new LotPlayer(1, 0, List.of(colours), Set.of(), false, 0);
    }

    @Test
    void afterAnOddNumberOfRounds() {
        assertEquals(ColourSubgroup.ONE, ColourSubgroup.of(p(WHITE, BLACK, BLACK)));
        assertEquals(ColourSubgroup.TWO, ColourSubgroup.of(p(BLACK, WHITE, BLACK)));
        assertEquals(ColourSubgroup.TWO, ColourSubgroup.of(p(BLACK)));
        assertEquals(ColourSubgroup.THREE, ColourSubgroup.of(p(WHITE)));
        assertEquals(ColourSubgroup.THREE, ColourSubgroup.of(p(WHITE, BLACK, WHITE)));
        assertEquals(ColourSubgroup.FOUR, ColourSubgroup.of(p(BLACK, WHITE, WHITE)));
    }

    @Test
    void afterAnEvenNumberOfRounds() {
        assertEquals(ColourSubgroup.ONE, ColourSubgroup.of(p(WHITE, WHITE, BLACK, BLACK)), "last two black");
        assertEquals(ColourSubgroup.ONE, ColourSubgroup.of(p(BLACK, BLACK)));
        assertEquals(ColourSubgroup.TWO, ColourSubgroup.of(p(WHITE, BLACK)));
        assertEquals(ColourSubgroup.THREE, ColourSubgroup.of(p(BLACK, WHITE)));
        assertEquals(ColourSubgroup.FOUR, ColourSubgroup.of(p(WHITE, WHITE)));
        assertEquals(ColourSubgroup.FOUR, ColourSubgroup.of(p(BLACK, BLACK, WHITE, WHITE)));
    }

    @Test
    void interpretationLastTwoGamesBeatTheCountWhenTheClausesOf14_2_2Disagree() {
        // W W W W B B: "2 ván cuối cùng cầm quân Đen" (subgroup 1) and "số ván cầm quân Trắng lớn hơn" (4)
        assertEquals(ColourSubgroup.ONE, ColourSubgroup.of(p(WHITE, WHITE, WHITE, WHITE, BLACK, BLACK)));
        assertEquals(ColourSubgroup.FOUR, ColourSubgroup.of(p(BLACK, BLACK, BLACK, BLACK, WHITE, WHITE)));
    }

    @Test
    void interpretationNoGameYetIsSubgroupTwo() {
        assertEquals(ColourSubgroup.TWO, ColourSubgroup.of(p()));
    }

    @Test
    void noThirdColourInARowAndTheImbalanceLimit() {
        assertFalse(LotRules.colourAllowed(p(WHITE, WHITE), WHITE));
        assertTrue(LotRules.colourAllowed(p(WHITE, WHITE), BLACK));
        // W B W W B W W: balance +3 would follow a white: not allowed (more than 1 after an odd number)
        assertFalse(LotRules.colourAllowed(p(WHITE, BLACK, WHITE, WHITE, BLACK, WHITE), WHITE));
        assertTrue(LotRules.colourAllowed(p(WHITE, BLACK, WHITE, BLACK, WHITE), WHITE), "+2 after 6 games is allowed");
    }

    @Test
    void playersMeetOnlyOnce() {
        LotPlayer a = new LotPlayer(1, 0, List.of(), Set.of(2), false, 0);
        LotPlayer b = new LotPlayer(2, 0, List.of(), Set.of(1), false, 0);
        LotPlayer c = new LotPlayer(3, 0, List.of(), Set.of(), false, 0);
        assertFalse(LotRules.mayMeet(a, b));
        assertTrue(LotRules.mayMeet(a, c));
        assertFalse(LotRules.mayMeet(a, a));
    }
}
