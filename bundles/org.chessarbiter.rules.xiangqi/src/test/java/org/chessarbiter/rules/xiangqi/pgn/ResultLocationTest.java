package org.chessarbiter.rules.xiangqi.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

/**
 * A written result that contradicts the final position is reported where it is written: at the
 * termination marker, or, when the marker is missing, at the value of the Result tag (never at line 0,
 * column 0).
 */
class ResultLocationTest {
    /** Red mates with the chariot (Luật cờ Tướng 2004 Điều 7.1a). */
    private static final String MATE = "[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n[Format \"ICCS\"]\n";

    private static Problem contradiction(XiangqiGame g) {
        return g.problems().stream().filter(p -> p.kind() == ProblemKind.INCONSISTENT).findFirst()
                .orElseThrow(() -> new AssertionError("no contradiction in " + g.problems()));
    }

    @Test
    void atTheTerminationMarker() {
        Problem p = contradiction(XiangqiPgnTest.read(MATE + "\n1. b0b9\n0-1\n").get(0));
        assertEquals(5, p.location().line());
        assertEquals(1, p.location().column());
        assertEquals(3, p.location().length());
    }

    @Test
    void atTheResultTagWhenTheMarkerIsMissing() {
        XiangqiGame g = XiangqiPgnTest.read(MATE + "[Result \"0-1\"]\n\n1. b0b9\n").get(0);
        assertEquals("0-1", g.result());
        Problem p = contradiction(g);
        assertTrue(p.isError(), p::toString);
        assertEquals(3, p.location().line(), p::toString);
        assertEquals(9, p.location().column(), p::toString);
        assertTrue(p.message().format(Locale.ENGLISH).contains("Red wins by checkmate"), p::toString);
        // the tag that agrees with the position: only the missing marker is reported
        List<Problem> right = XiangqiPgnTest.read(MATE + "[Result \"1-0\"]\n\n1. b0b9\n").get(0).problems();
        assertEquals(List.of(ProblemKind.INVALID_SYNTAX), right.stream().map(Problem::kind).toList(), right::toString);
    }
}
