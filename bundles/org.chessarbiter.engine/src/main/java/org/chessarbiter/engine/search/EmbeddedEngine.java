package org.chessarbiter.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.SearchInfo;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.SearchListener;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * The engine that runs in the workbench itself, on the rules bundles' move generators: the
 * {@link Searcher} over the game's {@link SearchBoard}. Works on a fresh machine, needs no process.
 * Its moves and principal variations are checked legal on the game's {@link Position} before they are
 * given out.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public final class EmbeddedEngine<P extends Position<P, M>, M extends Move> implements Engine<P, M> {
    /** 2^20 entries of 16 bytes: a 16 MB table. */
    public static final int DEFAULT_TABLE_BITS = 20;

    private final String name;
    private final SearchGame<P, M> game;
    private final Searcher searcher;
    private final SearchControl control = new SearchControl();
    private final SplittableRandom random;

    /**
     * @param name the name shown to the user
     * @param game the game's search board and moves
     * @param seed the seed of the evaluation noise of the weak levels (the same seed, the same games)
     * @param tableBits the transposition table has {@code 2^tableBits} entries
     */
    public EmbeddedEngine(String name, SearchGame<P, M> game, long seed, int tableBits) {
        this.name = name;
        this.game = game;
        this.searcher = new Searcher(tableBits);
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public synchronized SearchResult<M> search(History<P, M> history, SearchLimits limits, SearchListener<M> listener) {
        SearchBoard board = game.board(history);
        P root = history.current();
        long started = System.nanoTime();
        control.start(limits.moveTimeMillis());
        long noiseSeed = random.nextLong();
        Searcher.Iteration last = searcher.search(board, limits.depth(), control, limits.level().noise(), noiseSeed,
                it -> listener.info(new SearchInfo<>(it.depth(), Scores.toScore(it.score()), line(root, it.pv()),
                        it.nodes(), (System.nanoTime() - started) / 1_000_000)));
        List<M> pv = line(root, last.pv());
        if (pv.isEmpty()) {
            return SearchResult.noMove(Scores.toScore(last.score()));
        }
        return new SearchResult<>(Optional.of(pv.get(0)), Scores.toScore(last.score()), pv, last.depth(), last.nodes());
    }

    /** The legal prefix of a packed principal variation, as the game's moves. */
    private List<M> line(P root, int[] packed) {
        List<M> out = new ArrayList<>(packed.length);
        P p = root;
        for (int code : packed) {
            M m = game.move(code);
            if (!p.isLegal(m)) {
                break;
            }
            out.add(m);
            p = p.play(m);
        }
        return out;
    }

    @Override
    public void stop() {
        control.requestStop();
    }

    @Override
    public void close() {
        stop();
    }
}
