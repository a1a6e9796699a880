package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One test per point of Luật Cờ Tướng 2004 Điều 23, each on a position built for it; every cycle is
 * played twice so that the start position occurs for the third time.
 */
class Article23Test {

    static RepetitionVerdict verdict(String fen, MoveNotation<XiangqiPosition, XiangqiMove> notation, String... cycle) {
        XiangqiPosition start = XiangqiFen.parse(fen).value();
        XiangqiPosition p = start;
        List<XiangqiMove> moves = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            for (String text : cycle) {
                XiangqiMove m = notation.parse(p, text).value();
                moves.add(m);
                p = p.play(m);
            }
        }
        assertTrue(RepetitionAdjudicator.adjudicate(start, moves.subList(0, moves.size() - 1)).isEmpty(),
                "no verdict before the third occurrence");
        Optional<RepetitionVerdict> v = RepetitionAdjudicator.adjudicate(start, moves);
        assertTrue(v.isPresent());
        return v.get();
    }

    static RepetitionVerdict iccs(String fen, String... cycle) {
        return verdict(fen, XiangqiNotations.ICCS, cycle);
    }

    static void assertLoses(Side loser, int point, RepetitionVerdict v) {
        assertEquals(loser, v.loser(), v::toString);
        assertEquals("Luật cờ Tướng 2004 Điều 23 điểm " + point, v.article().citation(), v::toString);
    }

    static void assertDraw(String article, RepetitionVerdict v) {
        assertTrue(v.isDraw(), v::toString);
        assertEquals("Luật cờ Tướng 2004 " + article, v.article().citation(), v::toString);
    }

    /** Cycles whose verdict alone pins the point: name, FEN, cycle (ICCS), loser (null = draw), article. */
    static Stream<Arguments> simpleCases() {
        return Stream.of(
                Arguments.of("điểm 3: one piece chasing one unprotected piece loses",
                        "3k5/9/c8/9/9/9/1R7/9/9/4K4 w", "b3a3 a7b7 a3b3 b7a7", Side.FIRST, "Điều 23 điểm 3"),
                Arguments.of("điểm 3: two pieces chasing one piece lose",
                        "3k5/9/9/4n4/9/5R3/9/4R4/9/5K3 w", "f4e4 d9d8 e4f4 d8d9", Side.FIRST, "Điều 23 điểm 3"),
                Arguments.of("điểm 3: chasing a soldier not yet across the river is allowed",
                        "3k5/9/9/4p4/9/5R3/9/4R4/9/5K3 w", "f4e4 d9d8 e4f4 d8d9", null, "Điều 23 điểm 3"),
                Arguments.of("điểm 4: one piece chasing two pieces in turn is a draw",
                        "3k5/9/nc7/9/9/9/1R7/9/9/4K4 w", "b3a3 d9d8 a3b3 d8d9", null, "Điều 23 điểm 4"),
                Arguments.of("điểm 6: a horse chasing a protected chariot loses",
                        "5k3/9/2r5r/3N5/9/9/9/9/9/4K4 w", "d6e8 c7b7 e8d6 b7c7", Side.FIRST, "Điều 23 điểm 6"),
                Arguments.of("điểm 7: chasing a protected but pinned piece loses",
                        "4k4/9/9/r3n4/9/5R3/9/4R4/9/5K3 w", "f4e4 a6b6 e4f4 b6a6", Side.FIRST, "Điều 23 điểm 7"),
                Arguments.of("điểm 9: a soldier chasing is a draw",
                        "3k5/9/1c7/P8/9/9/9/9/9/4K4 w", "a6b6 b7a7 b6a6 a7b7", null, "Điều 23 điểm 9"),
                Arguments.of("Điều 24.2: idle repetition is a draw",
                        "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e1 d9d8 e1e0 d8d9", null, "Điều 24.2"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("simpleCases")
    void verdictCitesThePoint(String name, String fen, String cycle, Side loser, String article) {
        RepetitionVerdict v = iccs(fen, cycle.split(" "));
        assertEquals(loser, v.loser(), v::toString);
        assertEquals("Luật cờ Tướng 2004 " + article, v.article().citation(), v::toString);
    }

    @Test
    void point1_perpetualCheckLoses_seedFigure2() {
        // Điều 24.2 hình 2: 1. X4-5 Tg5-6 2. X5-4 Tg6-5 ...
        RepetitionVerdict v = verdict("4k4/9/5R3/9/9/9/9/9/9/3K5 w", XiangqiNotations.VIETNAMESE_SHORT,
                "X4-5", "Tg5-6", "X5-4", "Tg6-5");
        assertLoses(Side.FIRST, 1, v);
        assertTrue(v.cycle().stream().filter(m -> m.side() == Side.FIRST).allMatch(m -> m.kind() == MoveKind.CHECK));
        assertEquals(org.chessarbiter.rules.StandardTermination.PERPETUAL_CHECK, v.outcome().termination());
        assertTrue(v.message().format(Locale.forLanguageTag("vi")).contains("Đỏ chiếu mãi"), () -> v.message().format(Locale.ROOT));
    }

    @Test
    void point1_perpetualCheckLoses_seedFigure1() {
        // Điều 24.2 hình 1: 1. X2.1 Tg6.1 2. X2/1 Tg6/1 ...
        assertLoses(Side.FIRST, 1, verdict("5k3/7R1/9/9/9/9/9/9/9/3K5 w", XiangqiNotations.VIETNAMESE_SHORT,
                "X2.1", "Tg6.1", "X2/1", "Tg6/1"));
    }

    @Test
    void point2_oneCheckOneChaseIsADraw() {
        RepetitionVerdict v = iccs("4k4/9/R8/9/n8/9/9/9/9/5K3 w", "a7e7", "e9d9", "e7a7", "d9e9");
        assertDraw("Điều 23 điểm 2", v);
        assertEquals(List.of(MoveKind.CHECK, MoveKind.CHASE),
                v.cycle().stream().filter(m -> m.side() == Side.FIRST).map(ClassifiedMove::kind).toList());
    }

    @Test
    void point2_perpetualMateThreatIsADraw() {
        // Red's chariot shuttles on rank 8 while the other one threatens Re0 mate (dọa hết mãi)
        RepetitionVerdict v = iccs("3ckc2n/R8/9/9/9/9/9/9/3K5/2R6 w", "a8b8", "i9h7", "b8a8", "h7i9");
        assertDraw("Điều 23 điểm 2", v);
        assertEquals(List.of(MoveKind.MATE_THREAT, MoveKind.MATE_THREAT),
                v.cycle().stream().filter(m -> m.side() == Side.FIRST).map(ClassifiedMove::kind).toList());
    }

    @Test
    void point5_twoChasesOneRecaptureLoses() {
        RepetitionVerdict v = iccs("3k5/9/c8/9/9/9/1R7/1C7/9/1N2K4 w", "b3a3", "a7b7", "a3b3", "b7a7");
        assertLoses(Side.FIRST, 5, v);
        assertEquals(List.of(MoveKind.CHASE, MoveKind.IDLE),
                v.cycle().stream().filter(m -> m.side() == Side.SECOND).map(ClassifiedMove::kind).toList());
    }

    @Test
    void point6_chasingATrulyProtectedPieceIsADraw() {
        RepetitionVerdict v = iccs("3k5/9/c1r6/9/9/9/1R7/9/9/4K4 w", "b3a3", "a7b7", "a3b3", "b7a7");
        assertDraw("Điều 23 điểm 6", v);
        assertTrue(v.cycle().stream().filter(m -> m.side() == Side.FIRST).allMatch(m -> m.kind() == MoveKind.ALLOWED_ATTACK));
    }

    @Test
    void point8_chaseWithExchangeOffersLoses() {
        RepetitionVerdict v = iccs("4k4/9/9/4r4/9/5R3/4P4/9/4C4/5K3 w", "f4e4", "e9d9", "e4f4", "d9e9");
        assertLoses(Side.FIRST, 8, v);
        assertEquals(List.of(MoveKind.EXCHANGE_OFFER, MoveKind.CHASE),
                v.cycle().stream().filter(m -> m.side() == Side.FIRST).map(ClassifiedMove::kind).toList());
    }

    @Test
    void point10_perpetualExchangeOffersAreADraw() {
        RepetitionVerdict v = iccs("4k4/9/9/4r4/9/5R3/9/4R4/9/5K3 w", "f4e4", "e9d9", "e4f4", "d9e9");
        assertDraw("Điều 23 điểm 10", v);
        assertFalse(v.cycle().stream().anyMatch(m -> m.kind() == MoveKind.CHASE));
    }

}
