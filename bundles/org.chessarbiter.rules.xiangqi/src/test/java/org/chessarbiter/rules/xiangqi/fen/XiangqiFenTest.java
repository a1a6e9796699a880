package org.chessarbiter.rules.xiangqi.fen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.junit.jupiter.api.Test;

class XiangqiFenTest {

    private static Problem firstError(String fen) {
        ParseResult<XiangqiPosition> r = XiangqiFen.parse(fen);
        assertFalse(r.isOk(), fen);
        return r.error().orElseThrow();
    }

    @Test
    void startPositionRoundTrips() {
        XiangqiPosition p = XiangqiFen.parse(XiangqiFen.INITIAL).value();
        assertEquals(XiangqiRules.LAW_2004.initialPosition(), p);
        assertEquals(XiangqiFen.INITIAL, XiangqiFen.format(p));
    }

    @Test
    void acceptsAliasesAndRedAsR() {
        XiangqiPosition p = XiangqiFen.parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r").value();
        assertEquals(XiangqiFen.INITIAL, XiangqiFen.format(p));
        assertEquals(Side.SECOND, XiangqiFen.parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1").value().turn());
    }

    @Test
    void syntaxErrorsSayWhere() {
        Problem bad = firstError("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5X1/9/RNBAKABNR w");
        assertEquals(ProblemKind.INVALID_SYNTAX, bad.kind());
        assertEquals("board", bad.location().field());
        assertEquals(45, bad.location().offset());
        Problem side = firstError(XiangqiFen.INITIAL.replace(" w ", " x "));
        assertEquals("side", side.location().field());
        assertEquals(ProblemKind.INVALID_SYNTAX, firstError("rnbakabnr/9/1c5c1/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").kind());
        assertEquals(ProblemKind.INVALID_SYNTAX, firstError("rnbakabnr/10/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").kind());
    }

    @Test
    void unreachablePointsAreIllegal_4_3() {
        Problem elephant = firstError("4k4/9/9/9/4B4/9/9/9/9/4K4 w");
        assertEquals(ProblemKind.ILLEGAL, elephant.kind());
        assertEquals(11, elephant.location().offset());
        assertTrue(elephant.message().format(Locale.ENGLISH).contains("e5"), elephant::toString);
        assertTrue(elephant.message().format(Locale.forLanguageTag("vi")).contains("Tượng Đỏ"), elephant::toString);
        firstError("4k4/9/9/9/9/9/9/9/P8/4K4 w"); // soldier behind its start
        firstError("4k4/9/9/9/9/9/9/9/9/3AK4 w"); // advisor off the diagonal points
        firstError("4k4/9/9/9/9/9/9/9/9/4K3A w"); // advisor outside the palace
        firstError("9/9/9/9/9/9/9/9/9/4K4 w"); // no Black general
    }

    @Test
    void facingGeneralsAndCheckOfTheSideNotToMoveAreIllegal() {
        assertEquals(ProblemKind.ILLEGAL, firstError("4k4/9/9/9/9/9/9/9/9/4K4 w").kind());
        assertTrue(XiangqiFen.parse("4k4/9/9/9/9/9/9/9/9/4K4 w").error().orElseThrow().message().key().contains("Facing"));
        assertEquals(ProblemKind.ILLEGAL, firstError("3k5/9/9/9/9/9/9/9/9/3RK4 w").kind());
        assertTrue(XiangqiFen.parse("3k5/9/9/9/9/9/9/9/9/3RK4 b").isOk());
    }

    @Test
    void tooManyPieces_2_2() {
        assertEquals(ProblemKind.ILLEGAL, firstError("3k5/9/9/9/9/9/9/9/9/RRR1K4 w").kind());
    }

    @Test
    void clocksAreKept() {
        String fen = "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 17 42";
        assertEquals(fen, XiangqiFen.format(XiangqiFen.parse(fen).value()));
    }
}
