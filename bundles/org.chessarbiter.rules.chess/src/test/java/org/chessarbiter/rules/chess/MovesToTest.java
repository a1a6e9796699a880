package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveCodec;
import org.chessarbiter.rules.chess.internal.MoveGenerator;
import org.junit.jupiter.api.Test;

/**
 * The moves generated for a few destinations only (SAN reading, playing a move, the en passant
 * square of a repetition key) are those of the whole legal move list: compared on positions along
 * random games from positions rich in castling, en passant, promotions, pins and checks.
 */
class MovesToTest {
    private static final String[] STARTS = {
        Fen.INITIAL,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    };

    @Test
    void sameMovesAsTheWholeList() {
        Random random = new Random(5);
        int positions = 0;
        int enPassant = 0;
        int promotions = 0;
        int castlings = 0;
        int[] all = new int[256];
        int[] some = new int[256];
        for (String start : STARTS) {
            for (int game = 0; game < 4; game++) {
                ChessPosition p = Fen.parse(start).value();
                for (int ply = 0; ply < 80; ply++) {
                    Board b = p.board();
                    int n = MoveGenerator.generate(b, all);
                    for (int k = 0; k < 4; k++) {
                        long dest = k == 0 ? 1L << random.nextInt(64) : k == 1 ? random.nextLong() : k == 2 ? 0 : ~0L;
                        int m = MoveGenerator.generate(b, some, dest);
                        // castling for its rook's square or the king's destination
                        int[] expected = Arrays.stream(all, 0, n).filter(mv -> (dest >>> MoveCodec.to(mv) & 1) != 0
                                || MoveCodec.isCastle(mv) && (dest >>> decode(mv).kingTo() & 1) != 0).toArray();
                        assertArrayEquals(expected, Arrays.copyOf(some, m), Fen.format(p) + " to " + Long.toHexString(dest));
                        // from some squares only: the pieces of one role, one square, a random set, none
                        long origins = k == 0 ? b.roles[random.nextInt(6)] : k == 1 ? 1L << random.nextInt(64)
                                : k == 2 ? random.nextLong() : 0;
                        int o = MoveGenerator.generate(b, some, dest, origins);
                        int[] fromThere = Arrays.stream(expected).filter(mv -> (origins >>> MoveCodec.from(mv) & 1) != 0)
                                .toArray();
                        assertArrayEquals(fromThere, Arrays.copyOf(some, o),
                                Fen.format(p) + " to " + Long.toHexString(dest) + " from " + Long.toHexString(origins));
                    }
                    checkPosition(p);
                    positions++;
                    List<ChessMove> moves = Fen.parse(Fen.format(p)).value().legalMoves();
                    enPassant += p.legalEpSquare() >= 0 ? 1 : 0;
                    promotions += moves.stream().anyMatch(mv -> mv.promotion() != null) ? 1 : 0;
                    castlings += moves.stream().anyMatch(ChessMove::castling) ? 1 : 0;
                    if (moves.isEmpty()) {
                        break;
                    }
                    p = p.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertTrue(positions > 1_000 && enPassant > 5 && promotions > 20 && castlings > 50,
                positions + " positions, " + enPassant + " with en passant, " + promotions + " with promotions, "
                        + castlings + " with castling");
    }

    /** Fresh copies of {@code p} (nothing computed yet) answer per square as the whole list does. */
    private static void checkPosition(ChessPosition p) {
        String fen = Fen.format(p);
        List<ChessMove> legal = Fen.parse(fen).value().legalMoves();
        ChessPosition fresh = Fen.parse(fen).value();
        for (int to = 0; to < 64; to++) {
            int square = to;
            List<ChessMove> expected = legal.stream().filter(m -> m.to() == square || m.kingTo() == square).toList();
            assertEquals(expected, fresh.legalMovesTo(to), fen + " to " + to);
            assertEquals(expected, fresh.legalMovesTo(to), fen + " to " + to + ", asked again");
            // from the squares of one role: asked first on a fresh position, then again from fewer squares
            for (int role = 0; role < 6; role++) {
                long origins = fresh.board().roles[role];
                ChessPosition other = Fen.parse(fen).value();
                assertEquals(from(expected, origins), other.legalMovesTo(to, origins), fen + " to " + to + " role " + role);
                long fewer = origins & (origins - 1);
                assertEquals(from(expected, fewer), other.legalMovesTo(to, fewer), fen + " to " + to + " fewer");
                assertEquals(from(expected, ~0L), other.legalMovesTo(to, ~0L), fen + " to " + to + " all after some");
            }
        }
        for (ChessMove m : legal) {
            assertTrue(fresh.isLegal(m), fen + " " + m);
        }
        assertEquals(legal.stream().filter(ChessMove::castling).toList(), Fen.parse(fen).value().castlingMoves(), fen);
        for (int from = 0; from < 64; from += 3) {
            for (int to = 0; to < 64; to += 5) {
                ChessMove m = ChessMove.of(from, to);
                assertEquals(legal.contains(m), fresh.isLegal(m), fen + " " + m);
            }
        }
        ChessMove some = legal.isEmpty() ? null : legal.get(legal.size() / 2);
        if (some != null) {
            assertEquals(Fen.format(p.play(some)), Fen.format(Fen.parse(fen).value().play(some)), fen + " " + some);
        }
        assertEquals(Fen.parse(fen).value().legalEpSquare(), legalEpSquareFromTheList(fen), fen);
        assertEquals(Fen.parse(fen).value().key(), keyAfterTheList(fen), fen);
    }

    private static List<ChessMove> from(List<ChessMove> moves, long origins) {
        return moves.stream().filter(m -> (origins >>> m.from() & 1) != 0).toList();
    }

    private static int legalEpSquareFromTheList(String fen) {
        ChessPosition p = Fen.parse(fen).value();
        p.legalMoves(); // the whole list first
        return p.legalEpSquare();
    }

    private static PositionKey keyAfterTheList(String fen) {
        ChessPosition p = Fen.parse(fen).value();
        p.legalMoves();
        return p.key();
    }

    private static ChessMove decode(int m) {
        return new ChessMove(MoveCodec.from(m), MoveCodec.to(m), null, MoveCodec.isCastle(m));
    }
}
