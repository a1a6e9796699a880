package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

/** The remembered dead-position verdicts of a game answer as {@link DeadPosition#isDead} does. */
class DeadPositionMemoryTest {
    private static final String[] STARTS = {
        // bishop and locked pawns, the black king can win the white pawn: not dead
        "8/8/8/5pk1/5P2/6K1/8/3B4 b - - 0 77",
        // locked chain, kings only: dead
        "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1",
        // a gap in the chain: not dead
        "8/8/1k6/p1p3p1/P1P3P1/8/3K4/8 w - - 0 1",
        // bishops of both colours behind locked pawns
        "4k3/8/3b4/1p1p1p1p/1P1P1P1P/8/4B3/4K3 b - - 0 1",
        // bishop and king against king: a mate can be helped
        "k7/8/1K6/8/8/8/8/B7 w - - 0 1",
    };

    @Test
    void sameVerdictsAsTheSearchAlongRandomLines() {
        Random random = new Random(7);
        int dead = 0;
        int live = 0;
        for (int game = 0; game < 3 * STARTS.length; game++) {
            ChessPosition p = Fen.parse(STARTS[game % STARTS.length]).value();
            List<ChessPosition> line = new ArrayList<>(List.of(p));
            DeadPositionMemory memory = new DeadPositionMemory();
            for (int ply = 0; ply < 12; ply++) {
                List<ChessMove> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.play(moves.get(random.nextInt(moves.size())));
                line.add(p);
                boolean expected = DeadPosition.isDead(p);
                assertEquals(expected, memory.isDead(line), Fen.format(p));
                if (expected) {
                    dead++;
                } else {
                    live++;
                }
            }
        }
        assertTrue(dead > 0 && live > 0, "both verdicts met: dead " + dead + ", live " + live);
    }

    /**
     * Lines that shuffle (a man moved back two half-moves after it moved, as in a long ending): verdicts taken from
     * the position two half-moves before when the last two moves can be taken back, the same as the search's.
     */
    @Test
    void shufflingLinesTakeTheVerdictOfThePositionBefore() {
        Random random = new Random(3);
        int taken = 0;
        int dead = 0;
        int live = 0;
        for (int game = 0; game < 4 * STARTS.length; game++) {
            ChessPosition p = Fen.parse(STARTS[game % STARTS.length]).value();
            List<ChessPosition> line = new ArrayList<>(List.of(p));
            List<ChessMove> played = new ArrayList<>();
            DeadPositionMemory memory = new DeadPositionMemory();
            for (int ply = 0; ply < 16; ply++) {
                List<ChessMove> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                ChessMove m = moves.get(random.nextInt(moves.size()));
                if (played.size() >= 2 && random.nextInt(4) > 0) { // most often the move before the last, taken back
                    ChessMove before = played.get(played.size() - 2);
                    m = moves.stream().filter(o -> o.from() == before.to() && o.to() == before.from()).findFirst().orElse(m);
                }
                p = p.play(m);
                played.add(m);
                line.add(p);
                boolean expected = DeadPosition.isDead(p);
                assertEquals(expected, memory.isDead(line), Fen.format(p));
                dead += expected ? 1 : 0;
                live += expected ? 0 : 1;
            }
            taken += memory.takenBack;
        }
        assertTrue(taken > 20 && dead > 0 && live > 0, "taken back " + taken + ", dead " + dead + ", live " + live);
    }
}
