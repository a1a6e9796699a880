package org.chessarbiter.engine.search;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Iterative deepening negamax alpha-beta (principal variation search) over a {@link SearchBoard}: a
 * transposition table, move ordering ({@link MoveOrderer}), check extension, late move reductions of
 * quiet moves, and a quiescence search of captures (and of every evasion when in check) at the leaves.
 * Mates score {@link Scores#MATE} minus their distance; repetitions and the rules' draws are scored by
 * the board. An iteration cut short by the {@link SearchControl} is thrown away, except the first, which
 * always completes so that there is a move to play. One searcher per thread.
 */
public final class Searcher {
    /** More than the legal moves of any chess or xiangqi position. */
    public static final int MAX_MOVES = 256;
    static final int MAX_PLY = 128;
    private static final int CHECK_EVERY = 2047;

    /** A completed iteration: depth, score for the side to move, principal variation, nodes so far. */
    public record Iteration(int depth, int score, int[] pv, long nodes) {
    }

    private final TranspositionTable table;
    private final MoveOrderer orderer = new MoveOrderer();
    private final int[][] moves = new int[MAX_PLY][MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY][MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];

    private SearchBoard board;
    private SearchControl control;
    private int noise;
    private long noiseSeed;
    private long nodes;
    private boolean stopped;
    private boolean mayStop;

    /** A searcher with a transposition table of {@code 2^log2TableSize} entries (16 bytes each). */
    public Searcher(int log2TableSize) {
        table = new TranspositionTable(log2TableSize);
    }

    /**
     * Searches {@code board} to at most {@code maxDepth} plies, reporting each completed iteration.
     *
     * @param noise the amplitude in centipawns of the noise added to evaluations (0: none)
     * @param noiseSeed which noise: the same seed gives the same noise to the same position
     * @return the last completed iteration; its principal variation is empty when there is no legal move
     */
    public Iteration search(SearchBoard board, int maxDepth, SearchControl control, int noise, long noiseSeed,
            Consumer<Iteration> listener) {
        this.board = board;
        this.control = control;
        this.noise = noise;
        this.noiseSeed = noiseSeed;
        nodes = 0;
        stopped = false;
        table.newSearch();
        orderer.newSearch();
        int[] rootMoves = moves[0];
        int n = board.legalMoves(rootMoves);
        if (n == 0) {
            return new Iteration(0, board.noMoveScore(-Scores.MATE), new int[0], 0);
        }
        Iteration best = null;
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_PLY / 2); depth++) {
            mayStop = depth > 1;
            int score = negamax(depth, -Scores.INFINITY, Scores.INFINITY, 0);
            if (stopped) {
                break;
            }
            int[] line = Arrays.copyOf(pv[0], pvLength[0]);
            if (line.length == 0) {
                line = new int[] {rootMoves[0]};
            }
            best = new Iteration(depth, score, line, nodes);
            listener.accept(best);
            if (Math.abs(score) > Scores.WIN_BOUND && Scores.MATE - Math.abs(score) <= depth) {
                break; // a forced mate (or a win by the rules) found within the horizon: deeper finds no better
            }
        }
        return best;
    }

    private boolean checkStop() {
        if ((++nodes & CHECK_EVERY) == 0 && mayStop && control.expired()) {
            stopped = true;
        }
        return stopped;
    }

    private int evaluate() {
        int e = board.evaluate();
        if (noise > 0) {
            long h = (board.hash() ^ noiseSeed) * 0x9E3779B97F4A7C15L;
            e += (int) ((h >>> 33) % (2 * noise + 1)) - noise;
        }
        return e;
    }

    private int negamax(int depth, int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        if (checkStop()) {
            return 0;
        }
        if (ply > 0) {
            int repeated = repetition(ply);
            if (repeated != Integer.MIN_VALUE) {
                return repeated;
            }
            if (board.isRuleDraw()) {
                return 0;
            }
            // mate distance pruning: no line from here can beat a mate already found nearer the root
            alpha = Math.max(alpha, -Scores.MATE + ply);
            beta = Math.min(beta, Scores.MATE - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        boolean inCheck = board.inCheck();
        if (inCheck && ply < MAX_PLY / 2) {
            depth++;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            return quiesce(alpha, beta, ply);
        }
        boolean pvNode = beta - alpha > 1;
        long key = board.hash();
        long entry = table.probe(key);
        int ttMove = 0;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (!pvNode && ply > 0 && TranspositionTable.depth(entry) >= depth) {
                int s = TranspositionTable.score(entry, ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && s >= beta
                        || bound == TranspositionTable.UPPER && s <= alpha) {
                    return s;
                }
            }
        }
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        int n = board.legalMoves(ms);
        if (n == 0) {
            return board.noMoveScore(-Scores.MATE + ply);
        }
        orderer.score(board, ms, sc, n, ttMove, ply);
        int best = -Scores.INFINITY;
        int bestMove = 0;
        int originalAlpha = alpha;
        for (int i = 0; i < n; i++) {
            int m = MoveOrderer.pick(ms, sc, i, n);
            boolean quiet = board.captureOrder(m) < 0;
            board.make(m);
            int s;
            if (i == 0) {
                s = -negamax(depth - 1, -beta, -alpha, ply + 1);
            } else {
                int reduction = quiet && !inCheck && depth >= 3 && i >= 4 && !board.inCheck() ? 1 + (i >= 12 ? 1 : 0) : 0;
                s = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                if (s > alpha && reduction > 0) {
                    s = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if (s > alpha && s < beta) {
                    s = -negamax(depth - 1, -beta, -alpha, ply + 1);
                }
            }
            board.unmake();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    updatePv(ply, m);
                    if (s >= beta) {
                        if (quiet) {
                            orderer.cutoff(m, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER : best > originalAlpha ? TranspositionTable.EXACT
                : TranspositionTable.UPPER;
        table.store(key, bestMove, best, depth, bound, ply);
        return best;
    }

    /** The score of a repetition of the current position within the reversible plies, else MIN_VALUE. */
    private int repetition(int searchPly) {
        int now = board.ply();
        long h = board.hashAt(now);
        int oldest = Math.max(0, now - board.reversiblePlies());
        for (int k = now - 2; k >= oldest; k -= 2) {
            if (board.hashAt(k) == h) {
                return board.repetitionScore(k, Scores.WIN - searchPly);
            }
        }
        return Integer.MIN_VALUE;
    }

    private int quiesce(int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        if (checkStop()) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return evaluate();
        }
        boolean inCheck = board.inCheck();
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        int best;
        int n;
        if (inCheck) {
            n = board.legalMoves(ms);
            if (n == 0) {
                return board.noMoveScore(-Scores.MATE + ply);
            }
            best = -Scores.INFINITY;
        } else {
            best = evaluate();
            if (best >= beta) {
                return best;
            }
            alpha = Math.max(alpha, best);
            n = board.legalCaptures(ms);
        }
        orderer.score(board, ms, sc, n, 0, ply);
        for (int i = 0; i < n; i++) {
            int m = MoveOrderer.pick(ms, sc, i, n);
            board.make(m);
            int s = -quiesce(-beta, -alpha, ply + 1);
            board.unmake();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    updatePv(ply, m);
                    if (s >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int len = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, len - ply - 1);
        pvLength[ply] = Math.max(len, ply + 1);
    }
}
