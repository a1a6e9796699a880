package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.Test;

/** Movement of each kind, Luật Cờ Tướng 2004 Điều 4.3, on small hand-built boards. */
class MoveGeneratorTest {

    private static int sq(String name) {
        return Squares.parse(name.charAt(0), name.charAt(1));
    }

    private static Board board(Side toMove, String... pieces) {
        Board b = new Board();
        for (String p : pieces) {
            PieceKind k = PieceKind.fromFenLetter(p.charAt(0));
            Side s = Character.isUpperCase(p.charAt(0)) ? Side.FIRST : Side.SECOND;
            b.put(sq(p.substring(1)), Pieces.of(k, s));
        }
        b.setSideToMove(toMove);
        return b;
    }

    private static Set<String> targets(Board b, String from) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(b, buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            if (Moves.from(buf[i]) == sq(from)) {
                out.add(Squares.name(Moves.to(buf[i])));
            }
        }
        return out;
    }

    @Test
    void generalStaysInPalace_4_3a() {
        Board b = board(Side.FIRST, "Kd0", "kf9");
        assertEquals(Set.of("d1", "e0"), targets(b, "d0"));
    }

    @Test
    void generalsMayNotFaceOnOpenFile_4_3a() {
        Board b = board(Side.FIRST, "Kd0", "ke9");
        assertFalse(targets(b, "d0").contains("e0"));
        Board screened = board(Side.FIRST, "Kd0", "ke9", "pe5");
        assertTrue(targets(screened, "d0").contains("e0"));
    }

    @Test
    void advisorDiagonalInPalace_4_3b() {
        Board b = board(Side.FIRST, "Ke0", "Ad0", "kf9");
        assertEquals(Set.of("e1"), targets(b, "d0"));
    }

    @Test
    void elephantBlockedAtEyeAndNeverAcrossRiver_4_3c() {
        Board b = board(Side.FIRST, "Ke0", "Bc4", "kf9", "pd3");
        assertEquals(Set.of("a2"), targets(b, "c4"));
    }

    @Test
    void horseBlockedAtLeg_4_3e() {
        Board b = board(Side.FIRST, "Ke0", "Ne4", "kf9", "pe5");
        assertEquals(Set.of("c3", "c5", "d2", "f2", "g3", "g5"), targets(b, "e4"));
    }

    @Test
    void cannonNeedsExactlyOneScreen_4_3g() {
        Board b = board(Side.FIRST, "Kd0", "Ca0", "kf9", "pa5", "ra7", "ra9");
        assertEquals(Set.of("a1", "a2", "a3", "a4", "a7", "b0", "c0"), targets(b, "a0"));
    }

    @Test
    void soldierSidewaysOnlyAfterRiverAndNeverBack_4_3h() {
        Board b = board(Side.FIRST, "Kd0", "Pc3", "Pg5", "kf9");
        assertEquals(Set.of("c4"), targets(b, "c3"));
        assertEquals(Set.of("f5", "g6", "h5"), targets(b, "g5"));
        Board black = board(Side.SECOND, "Kd0", "kf9", "pc6", "pg4");
        assertEquals(Set.of("c5"), targets(black, "c6"));
        assertEquals(Set.of("f4", "g3", "h4"), targets(black, "g4"));
    }

    @Test
    void chariotStopsAtFirstPiece_4_3d_5_2() {
        Board b = board(Side.FIRST, "Kd0", "Ra0", "Pa3", "kf9", "nc0");
        assertEquals(Set.of("a1", "a2", "b0", "c0"), targets(b, "a0"));
    }

    @Test
    void pinnedPieceMayNotExposeGeneral_6_2() {
        Board b = board(Side.FIRST, "Ke0", "Re3", "kd9", "re8");
        assertEquals(Set.of("e1", "e2", "e4", "e5", "e6", "e7", "e8"), targets(b, "e3"));
    }

    @Test
    void makeAndUnmakeRestoreTheBoard() {
        Board b = Board.initial();
        long h = b.hash();
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(b, buf);
        for (int i = 0; i < n; i++) {
            b.makeMove(buf[i]);
            assertEquals(Side.SECOND, b.sideToMove());
            b.unmakeMove();
            assertEquals(h, b.hash());
        }
        assertEquals(44, n);
    }
}
