package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.StandardTermination;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

/**
 * The claims counted along a line as it grows ({@link ChessRules#claimsInOneLine}) are those asked of each history
 * alone ({@link ChessRules#claimableOutcomes}): on lines that shuffle pieces back and forth (threefold repetitions
 * stood and reachable by a move, FIDE 2018 9.2), now and then a capture or a pawn move (the window starts again),
 * asked after some moves only, and between them about another line (counted again).
 */
class LineClaimsTest {
    private static final String[] STARTS = {
        Fen.INITIAL,
        "4k3/8/8/3r4/8/3R4/8/4K3 w - - 0 1",
        "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "8/5k2/8/3b4/8/2N5/4K3/8 w - - 90 120",
    };

    @Test
    void sameClaimsAsEachHistoryAlone() {
        Random random = new Random(11);
        int asked = 0;
        int threefold = 0;
        int fifty = 0;
        Set<String> threefoldArticles = new HashSet<>(); // stood three times, or by a move
        for (ChessRules rules : List.of(ChessRules.fide2018(), ChessRules.fide2000())) {
            Function<History<ChessPosition, ChessMove>, List<Outcome>> line = rules.claimsInOneLine();
            for (int game = 0; game < 24; game++) {
                List<ChessPosition> positions = new ArrayList<>(List.of(Fen.parse(STARTS[game % STARTS.length]).value()));
                List<ChessMove> moves = new ArrayList<>();
                for (int ply = 0; ply < 160; ply++) {
                    ChessPosition p = positions.get(positions.size() - 1);
                    List<ChessMove> legal = p.legalMoves();
                    if (legal.isEmpty()) {
                        break;
                    }
                    ChessMove m = pick(p, legal, moves, random);
                    positions.add(p.play(m));
                    moves.add(m);
                    if (random.nextInt(10) < 7) {
                        History<ChessPosition, ChessMove> h = History.ofGrowing(positions, moves);
                        List<Outcome> expected = rules.claimableOutcomes(new History<>(List.copyOf(positions), List.copyOf(moves)));
                        List<Outcome> counted = line.apply(h);
                        assertEquals(expected, counted, Fen.format(positions.get(positions.size() - 1)) + " ply " + ply);
                        assertEquals(threefoldByCounting(rules, positions, moves),
                                counted.stream().anyMatch(o -> o.termination() == StandardTermination.THREEFOLD_REPETITION),
                                Fen.format(positions.get(positions.size() - 1)) + " ply " + ply);
                        asked++;
                        for (Outcome o : expected) {
                            if (o.termination() == StandardTermination.THREEFOLD_REPETITION) {
                                threefold++;
                                threefoldArticles.add(rules.edition().id() + " " + o.article().citation());
                            } else {
                                fifty++;
                            }
                        }
                    }
                    if (random.nextInt(40) == 0) { // a question about another line between two of this one
                        History<ChessPosition, ChessMove> other = History.of(Fen.parse(STARTS[1]).value());
                        assertEquals(rules.claimableOutcomes(other), line.apply(other));
                    }
                }
            }
        }
        assertTrue(asked > 3000 && threefold > 100 && threefoldArticles.size() == 4 && fifty > 5,
                asked + " asked, " + threefold + " threefold " + threefoldArticles + ", " + fifty + " fifty moves");
    }

    /**
     * The threefold claim counted the plain way (FIDE 2018 9.2.1, 9.2.2): the position stood three times in the
     * line, or a legal move leads to one that stood twice; none once the game ended.
     */
    private static boolean threefoldByCounting(ChessRules rules, List<ChessPosition> positions, List<ChessMove> moves) {
        ChessPosition p = positions.get(positions.size() - 1);
        if (rules.automaticOutcome(new History<>(List.copyOf(positions), List.copyOf(moves))).isPresent()) {
            return false;
        }
        if (times(positions, p.key()) >= 3) {
            return true;
        }
        for (ChessMove m : p.legalMoves()) {
            if (times(positions, p.play(m).key()) >= 2) {
                return true;
            }
        }
        return false;
    }

    private static int times(List<ChessPosition> positions, PositionKey key) {
        int n = 0;
        for (ChessPosition q : positions) {
            n += q.key().equals(key) ? 1 : 0;
        }
        return n;
    }

    /** Mostly a move that takes back the move before the last (a shuffle), else a move at random. */
    private static ChessMove pick(ChessPosition p, List<ChessMove> legal, List<ChessMove> moves, Random random) {
        if (moves.size() >= 2 && random.nextInt(10) < 8) {
            ChessMove before = moves.get(moves.size() - 2);
            for (ChessMove m : legal) {
                if (m.from() == before.to() && m.to() == before.from() && !m.castling()) {
                    return m;
                }
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
