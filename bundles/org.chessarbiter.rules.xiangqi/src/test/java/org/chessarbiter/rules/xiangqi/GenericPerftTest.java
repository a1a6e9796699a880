package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.chessarbiter.rules.Perft;
import org.junit.jupiter.api.Test;

/** The shared generic perft over {@link XiangqiRules} agrees with the fast board perft. */
class GenericPerftTest {
    @Test
    void genericAndFastPerftAgree() {
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        assertEquals(org.chessarbiter.rules.xiangqi.Perft.perft(start.toBoard(), 3), Perft.count(XiangqiRules.LAW_2004, start, 3));
        Map<String, Long> divide = Perft.divide(XiangqiRules.LAW_2004, start, 2);
        assertEquals(44, divide.size());
        assertEquals(1920L, divide.values().stream().mapToLong(Long::longValue).sum());
    }
}
