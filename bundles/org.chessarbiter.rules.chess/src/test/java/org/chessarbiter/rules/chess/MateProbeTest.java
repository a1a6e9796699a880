package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.internal.Board;
import org.junit.jupiter.api.Test;

/**
 * The guided visit of {@link MateProbe} answers as the breadth-first search of {@link DeadPosition}:
 * compared on positions where only the search decides (kings, bishops, locked pawns), reached along
 * random lines and set up at random.
 */
class MateProbeTest {
    private static final String[] STARTS = {
        "8/8/8/5pk1/5P2/6K1/8/3B4 b - - 0 77",
        "8/8/6k1/5p2/5P2/6K1/8/3B4 w - - 1 78",
        "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1",
        "8/8/1k6/p1p3p1/P1P3P1/8/3K4/8 w - - 0 1",
        "4k3/8/3b4/1p1p1p1p/1P1P1P1P/8/4B3/4K3 b - - 0 1",
        "8/8/4k3/3bp1p1/4P1P1/4K3/3B4/8 w - - 0 1",
        "k7/8/1K6/8/8/8/8/b1B5 w - - 0 1",
        "7k/8/8/8/8/8/1B6/K1b5 b - - 0 1",
    };

    /** Positions only the search decides: along random lines from {@link #STARTS} and random set-ups. */
    private static List<ChessPosition> positions(int perStart, int randomSetUps) {
        Random random = new Random(11);
        List<ChessPosition> out = new ArrayList<>();
        for (String start : STARTS) {
            ChessPosition p = Fen.parse(start).value();
            for (int ply = 0; ply < 4 * perStart; ply++) {
                if (DeadPosition.materialVerdict(p.board()) == null && ply % 4 == 0) {
                    out.add(p);
                }
                List<ChessMove> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        int made = 0;
        while (made < randomSetUps) {
            ChessPosition p = randomLockedPosition(random);
            if (p != null && DeadPosition.materialVerdict(p.board()) == null) {
                out.add(p);
                made++;
            }
        }
        return out;
    }

    /** Kings, up to two bishops a side and up to three locked pawn pairs on random squares (null when illegal). */
    private static ChessPosition randomLockedPosition(Random random) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        int pairs = random.nextInt(4);
        for (int i = 0; i < pairs; i++) {
            int sq = 8 + random.nextInt(40); // ranks 2 to 6 for the white pawn, the black one in front
            if (board[sq] != '.' || board[sq + 8] != '.') {
                return null;
            }
            board[sq] = 'P';
            board[sq + 8] = 'p';
        }
        for (char piece : new char[] {'K', 'k', 'B', 'b', 'B', 'b'}) {
            if (Character.toLowerCase(piece) == 'b' && random.nextInt(3) == 0) {
                continue;
            }
            int sq = random.nextInt(64);
            if (board[sq] != '.') {
                return null;
            }
            board[sq] = piece;
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                } else {
                    fen.append(empty > 0 ? String.valueOf(empty) : "").append(c);
                    empty = 0;
                }
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        fen.append(random.nextBoolean() ? " w" : " b").append(" - - 0 1");
        var parsed = Fen.parse(fen.toString());
        return parsed.isOk() && parsed.problems().stream().noneMatch(p -> p.isError()) ? parsed.value() : null;
    }

    @Test
    void deadPositionVerdictsAsTheBreadthFirstSearch() {
        int dead = 0;
        int live = 0;
        for (ChessPosition p : positions(3, 10)) {
            Board b = p.board();
            boolean expected = DeadPosition.exhaustiveVerdict(b);
            assertEquals(expected, DeadPosition.searchVerdict(b), Fen.format(p));
            if (expected) {
                dead++;
            } else {
                live++;
            }
        }
        assertTrue(dead >= 3 && live >= 10, "both verdicts met: dead " + dead + ", live " + live);
    }

    @Test
    void answersAsTheSearchWithTheSameBudget() {
        int[] met = new int[3];
        for (ChessPosition p : positions(6, 100)) {
            for (Side side : Side.values()) {
                if (DeadPosition.insufficientMaterial(p.board(), side.ordinal())) {
                    continue;
                }
                for (int budget : new int[] {50, 400, 3_000}) {
                    int probe = new MateProbe(side.ordinal(), budget).run(p.board());
                    DeadPosition.Verdict search = DeadPosition.canMate(p, side, budget);
                    String what = Fen.format(p) + " " + side + " budget " + budget;
                    // no mate found in a visited whole set is the search's answer; a mate or a set too
                    // large is "not proven unable", whichever the search met first
                    assertEquals(search == DeadPosition.Verdict.CANNOT_MATE, probe == MateProbe.NO_MATE, what);
                    met[probe + 1]++;
                }
            }
        }
        assertTrue(met[0] > 0 && met[1] > 0 && met[2] > 0,
                "every answer met: gave up " + met[0] + ", no mate " + met[1] + ", mate " + met[2]);
    }
}
