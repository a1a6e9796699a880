package org.chessarbiter.rules.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/**
 * Every legal move of many positions is written in every notation and read back to the same move
 * (the parse/format contract of {@code MoveNotation}). Positions: the perft positions, tandem
 * soldier files (two, three, four, five on a file; tandems on two files), and the positions of
 * seeded random games.
 */
class RoundTripTest {
    static final String[] FENS = {
        XiangqiFen.INITIAL,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        "3k5/9/2P6/2P6/2P6/2P6/2P6/9/9/4K4 w - - 0 1",
        "3k5/9/9/2P6/2P6/2P6/2P6/9/9/4K4 w - - 0 1",
        "3k5/9/9/2P3P2/2P3P2/2P6/9/9/9/4K4 w - - 0 1",
        "4k4/9/9/9/9/2p3p2/2p3p2/2p6/9/3K5 b - - 0 1",
        "4k4/9/9/9/R8/1C1p5/3p5/1C7/R2p5/5K3 w - - 0 12",
        "4k4/9/9/9/R8/1C1p5/3p5/1C7/R2p5/5K3 b - - 0 12",
        "2bak4/4a4/4b4/9/9/9/9/4B4/4A4/2BAK4 w - - 0 1",
    };

    static List<XiangqiPosition> positions() {
        List<XiangqiPosition> out = new ArrayList<>();
        for (String fen : FENS) {
            out.add(XiangqiFen.parse(fen).value());
        }
        Random random = new Random(2004);
        for (int game = 0; game < 12; game++) {
            XiangqiPosition p = XiangqiFen.parse(XiangqiFen.INITIAL).value();
            for (int ply = 0; ply < 80 && !p.legalMoves().isEmpty(); ply++) {
                List<XiangqiMove> moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
                if (ply % 8 == 7) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    @Test
    void everyLegalMoveRoundTripsThroughEveryNotation() {
        int checked = 0;
        for (XiangqiPosition p : positions()) {
            for (MoveNotation<XiangqiPosition, XiangqiMove> n : XiangqiNotations.ALL) {
                for (XiangqiMove m : p.legalMoves()) {
                    String text = n.format(p, m);
                    ParseResult<XiangqiMove> back = n.parse(p, text);
                    XiangqiPosition at = p;
                    assertTrue(back.isOk(), () -> n.id() + " " + text + " in " + XiangqiFen.format(at) + ": " + back.problems());
                    assertEquals(m, back.value(), () -> n.id() + " " + text + " in " + XiangqiFen.format(at));
                    checked++;
                }
            }
        }
        assertTrue(checked > 20_000, "checked " + checked);
    }

    @Test
    void errorsAreValuesWithKindAndPlace() {
        XiangqiPosition start = XiangqiFen.parse(XiangqiFen.INITIAL).value();
        ParseResult<XiangqiMove> bad = XiangqiNotations.VIETNAMESE_SHORT.parse(start, "P2?5");
        assertEquals(org.chessarbiter.rules.ProblemKind.INVALID_SYNTAX, bad.error().orElseThrow().kind());
        assertEquals(2, bad.error().orElseThrow().location().offset());
        assertEquals(org.chessarbiter.rules.ProblemKind.ILLEGAL,
                XiangqiNotations.VIETNAMESE_SHORT.parse(start, "P2-9").error().orElseThrow().kind());
        assertEquals(org.chessarbiter.rules.ProblemKind.ILLEGAL, XiangqiNotations.ICCS.parse(start, "h2h8").error().orElseThrow().kind());
        assertEquals(org.chessarbiter.rules.ProblemKind.INVALID_SYNTAX, XiangqiNotations.ICCS.parse(start, "z2e2").error().orElseThrow().kind());
        assertEquals(org.chessarbiter.rules.ProblemKind.INVALID_SYNTAX, XiangqiNotations.WXF.parse(start, "").error().orElseThrow().kind());
        // a plain file where front/rear is canonical is read when it names one move ...
        XiangqiPosition tandem = XiangqiFen.parse("4k4/9/9/9/R8/1C1p5/3p5/1C7/R2p5/5K3 w - - 0 12").value();
        assertEquals("b2b0", XiangqiNotations.VIETNAMESE_SHORT.parse(tandem, "P8/2").value().coordinates());
        // ... and is ambiguous, with the candidates, when it names several
        ParseResult<XiangqiMove> amb = XiangqiNotations.VIETNAMESE_SHORT.parse(tandem, "P8.1");
        assertEquals(org.chessarbiter.rules.ProblemKind.AMBIGUOUS, amb.error().orElseThrow().kind());
        assertEquals(2, amb.error().orElseThrow().candidates().size());
    }
}
