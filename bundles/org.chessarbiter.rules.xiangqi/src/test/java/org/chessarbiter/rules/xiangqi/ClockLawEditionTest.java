package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.XiangqiClockLaw;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The clock law of Luật cờ Tướng 2004 is found by the edition this bundle declares. */
class ClockLawEditionTest {

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10: the regulations' edition gives the xiangqi clock law")
    void dieu10_theEditionGivesTheClockLaw() {
        assertEquals(XiangqiLaw.EDITION, XiangqiClockLaw.EDITION);
        assertEquals(XiangqiClockLaw.class, ClockLaws.of(XiangqiLaw.EDITION).orElseThrow().getClass());
    }
}
