package org.chessarbiter.rules.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/** The worked examples of Luật Cờ Tướng 2004 Điều 11.2 and appendix 3, replayed. */
class SeedExamplesTest {

    /** Plays the moves in order; returns them in ICCS. */
    static List<String> replay(String fen, MoveNotation<XiangqiPosition, XiangqiMove> notation, String... moves) {
        XiangqiPosition p = XiangqiFen.parse(fen).value();
        List<String> out = new ArrayList<>();
        for (String text : moves) {
            ParseResult<XiangqiMove> r = notation.parse(p, text);
            assertTrue(r.isOk(), () -> text + ": " + r.problems());
            assertEquals(text, notation.format(p, r.value()), "canonical form of " + text);
            out.add(r.value().coordinates());
            p = p.play(r.value());
        }
        return out;
    }

    @Test
    void shortForm_11_2a() {
        assertEquals(List.of("h2e2", "b9c7", "b0c2", "h7e7"),
                replay(XiangqiFen.INITIAL, XiangqiNotations.VIETNAMESE_SHORT, "P2-5", "M2.3", "M8.7", "P8-5"));
    }

    @Test
    void wordForm_11_2a() {
        assertEquals(List.of("h2e2", "b9c7", "b0c2", "h7e7"), replay(XiangqiFen.INITIAL, XiangqiNotations.VIETNAMESE_WORDS,
                "Pháo 2 bình 5", "Mã 2 tiến 3", "Mã 8 tiến 7", "Pháo 8 bình 5"));
    }

    @Test
    void frontRearMiddle_11_2a() {
        // moves 12–13 of the example, from a position where they are legal: two Red cannons on file
        // 8, two Red chariots on file 9, three Black soldiers on Black's file 4
        String fen = "4k4/9/9/9/R8/1C1p5/3p5/1C7/R2p5/5K3 w - - 0 12";
        assertEquals(List.of("b4b3", "d3d2", "a1a3", "d1c1"),
                replay(fen, XiangqiNotations.VIETNAMESE_SHORT, "Pt/1", "Bg.1", "Xs.2", "Bt-3"));
        assertEquals(List.of("b4b3", "d3d2", "a1a3", "d1c1"), replay(fen, XiangqiNotations.VIETNAMESE_WORDS,
                "Pháo trước thoái 1", "Tốt giữa tiến 1", "Xe sau tiến 2", "Tốt trước bình 3"));
    }

    @Test
    void asianSigns_11_2b() {
        assertEquals(List.of("h2e2", "b9c7", "b0c2", "h7e7"),
                replay(XiangqiFen.INITIAL, XiangqiNotations.ASIAN, "P2=5", "M2+3", "M8+7", "P8=5"));
    }

    @Test
    void appendix3Coordinates() {
        assertEquals(List.of("h2e2", "h9g7", "b2b1", "g6g5"),
                replay(XiangqiFen.INITIAL, XiangqiNotations.VIETNAMESE_COORDINATE, "Phe2", "Mg7", "Pb1", "Bg5"));
        // "Trắng: Te0 Sd0 Sf0 Ve2 Xf8 / Đen: Te9 Sd9 Mb2 Ba4 Bb4": X4-7 B2.1 = Xc8 Bb3
        String fen = "3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w - - 0 1";
        List<String> traditional = replay(fen, XiangqiNotations.VIETNAMESE_SHORT, "X4-7", "B2.1");
        assertEquals(traditional, replay(fen, XiangqiNotations.VIETNAMESE_COORDINATE, "Xc8", "Bb3"));
        assertEquals(List.of("f8c8", "b4b3"), traditional);
    }

    @Test
    void wxfAndChinese() {
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"),
                replay(XiangqiFen.INITIAL, XiangqiNotations.WXF, "C2.5", "H8+7", "H2+3", "R9.8"));
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"),
                replay(XiangqiFen.INITIAL, XiangqiNotations.CHINESE, "炮二平五", "馬８進７", "馬二進三", "車９平８"));
        XiangqiPosition start = XiangqiFen.parse(XiangqiFen.INITIAL).value();
        assertEquals("h2e2", XiangqiNotations.CHINESE.parse(start, "炮二平五").value().coordinates());
        assertEquals("h2e2", XiangqiNotations.CHINESE.parse(start, "砲二平五").value().coordinates());
        assertEquals("h2e2", XiangqiNotations.WXF.parse(start, "C2=5").value().coordinates());
    }

    @Test
    void wxfTandemPieces() {
        String fen = "4k4/9/9/9/R8/1C1p5/3p5/1C7/R2p5/5K3 w - - 0 12";
        assertEquals(List.of("b4b3", "d3d2", "a1a3"), replay(fen, XiangqiNotations.WXF, "C+-1", "P4+1", "R-+2"));
        assertEquals("R+.2", XiangqiNotations.WXF.format(XiangqiFen.parse(fen).value(), new XiangqiMove(45, 52)));
    }
}
