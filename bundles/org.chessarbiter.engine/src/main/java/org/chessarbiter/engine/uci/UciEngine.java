package org.chessarbiter.engine.uci;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineMessages;
import org.chessarbiter.engine.Score;
import org.chessarbiter.engine.SearchInfo;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.SearchListener;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.engine.StrengthLevel;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * An external engine spoken to in UCI: {@code uci} / {@code uciok}, the game's options, then per search
 * {@code position fen <start> moves ...} and {@code go depth N movetime T}, reading {@code info} lines
 * and the {@code bestmove}. Moves are converted by the game's {@link UciDialect} and checked legal on the
 * project's own positions; a move the engine gives that is not legal is an error, never played.
 *
 * <p>Timeouts: the handshake has {@link #HANDSHAKE_MILLIS}; a timed search is sent {@code stop} when its
 * time is over by {@link #GRACE_MILLIS} and fails if no {@code bestmove} follows within as much again.
 * {@link #stop()} and an interrupt of the searching thread send {@code stop} at once.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public final class UciEngine<P extends Position<P, M>, M extends Move> implements Engine<P, M> {
    static final long HANDSHAKE_MILLIS = 10_000;
    static final long GRACE_MILLIS = 5_000;
    private static final long POLL_MILLIS = 50;

    private final UciProcess process;
    private final UciDialect<P, M> dialect;
    private final String name;
    private final Set<String> optionNames;
    private volatile boolean stopRequested;
    private int skill = -1;

    private UciEngine(UciProcess process, UciDialect<P, M> dialect, String name, Set<String> optionNames) {
        this.process = process;
        this.dialect = dialect;
        this.name = name;
        this.optionNames = optionNames;
    }

    /** Starts {@code program}, introduces itself in UCI and selects the game by {@code dialect}'s options. */
    public static <P extends Position<P, M>, M extends Move> UciEngine<P, M> start(Path program, UciDialect<P, M> dialect)
            throws EngineException {
        UciProcess process = UciProcess.start(program);
        try {
            process.send("uci");
            String name = program.getFileName().toString();
            Set<String> options = new HashSet<>();
            long deadline = System.currentTimeMillis() + HANDSHAKE_MILLIS;
            for (String line = next(process, deadline); !line.equals("uciok"); line = next(process, deadline)) {
                if (line.startsWith("id name ")) {
                    name = line.substring("id name ".length()).strip();
                } else if (line.startsWith("option name ")) {
                    int type = line.indexOf(" type ");
                    options.add(line.substring("option name ".length(), type < 0 ? line.length() : type).strip());
                }
            }
            for (Map.Entry<String, String> o : dialect.options().entrySet()) {
                process.send("setoption name " + o.getKey() + " value " + o.getValue());
            }
            UciEngine<P, M> engine = new UciEngine<>(process, dialect, name, Set.copyOf(options));
            engine.ready();
            return engine;
        } catch (EngineException e) {
            process.close();
            throw e;
        } catch (InterruptedException e) {
            process.close();
            Thread.currentThread().interrupt();
            throw new EngineException(EngineMessages.of("uci.interrupted", program), e);
        }
    }

    /** The next line before {@code deadline}, or a timeout error. */
    private static String next(UciProcess process, long deadline) throws EngineException, InterruptedException {
        String line = process.read(deadline - System.currentTimeMillis());
        if (line == null) {
            throw new EngineException(EngineMessages.of("uci.timeout", process.program()));
        }
        return line.strip();
    }

    private void ready() throws EngineException, InterruptedException {
        process.send("isready");
        long deadline = System.currentTimeMillis() + HANDSHAKE_MILLIS;
        while (!next(process, deadline).equals("readyok")) {
            // options and id lines before the answer
        }
    }

    @Override
    public String name() {
        return name;
    }

    /** The options the engine offers (their names). */
    public Set<String> optionNames() {
        return optionNames;
    }

    @Override
    public synchronized SearchResult<M> search(History<P, M> game, SearchLimits limits, SearchListener<M> listener)
            throws EngineException {
        P root = game.current();
        if (root.legalMoves().isEmpty()) {
            return SearchResult.noMove(dialect.noMoveScore(root));
        }
        stopRequested = false;
        try {
            ready(); // also reads what a search that failed left unread
            setSkill(limits.level());
            process.send(positionCommand(game));
            process.send("go depth " + limits.depth() + (limits.timed() ? " movetime " + limits.moveTimeMillis() : ""));
            return readSearch(root, limits, listener);
        } catch (InterruptedException e) {
            try {
                return finishInterrupted(root);
            } finally {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void setSkill(StrengthLevel level) throws EngineException, InterruptedException {
        if (optionNames.contains("Skill Level") && level.uciSkill() != skill) {
            skill = level.uciSkill();
            process.send("setoption name Skill Level value " + skill);
            ready();
        }
    }

    /** {@code position fen <first position> moves <the game's moves>}. */
    String positionCommand(History<P, M> game) {
        StringBuilder sb = new StringBuilder("position fen ").append(dialect.fen(game.positions().get(0)));
        if (!game.moves().isEmpty()) {
            sb.append(" moves");
            for (M m : game.moves()) {
                sb.append(' ').append(dialect.format(m));
            }
        }
        return sb.toString();
    }

    private SearchResult<M> readSearch(P root, SearchLimits limits, SearchListener<M> listener)
            throws EngineException, InterruptedException {
        long started = System.currentTimeMillis();
        long stopAt = limits.timed() ? started + limits.moveTimeMillis() + GRACE_MILLIS : Long.MAX_VALUE;
        long failAt = Long.MAX_VALUE;
        boolean stopSent = false;
        SearchInfo<M> last = null;
        while (true) {
            long now = System.currentTimeMillis();
            if (!stopSent && (stopRequested || now >= stopAt)) {
                process.send("stop");
                stopSent = true;
                failAt = now + GRACE_MILLIS;
            }
            if (now >= failAt) {
                throw new EngineException(EngineMessages.of("uci.timeout", process.program()));
            }
            String line = process.read(POLL_MILLIS);
            if (line == null) {
                continue;
            }
            line = line.strip();
            if (line.startsWith("bestmove")) {
                return result(root, line, last);
            }
            Optional<UciInfo> info = UciInfo.parse(line);
            if (info.isPresent() && info.get().multipv() == 1 && info.get().score() != null && !info.get().pv().isEmpty()) {
                UciInfo i = info.get();
                last = new SearchInfo<>(i.depth(), i.score(), line(root, i.pv()), i.nodes(),
                        i.millis() > 0 ? i.millis() : System.currentTimeMillis() - started);
                listener.info(last);
            }
        }
    }

    private SearchResult<M> result(P root, String line, SearchInfo<M> last) throws EngineException {
        String[] t = line.split("\\s+");
        if (t.length < 2 || t[1].equals("(none)") || t[1].equals("0000")) {
            return SearchResult.noMove(last == null ? dialect.noMoveScore(root) : last.score());
        }
        Optional<M> best = dialect.parse(root, t[1]);
        if (best.isEmpty()) {
            throw new EngineException(EngineMessages.of("uci.illegal", process.program(), t[1]));
        }
        List<M> pv = last != null && !last.pv().isEmpty() && last.pv().get(0).equals(best.get()) ? last.pv() : List.of(best.get());
        Score score = last == null ? Score.centipawns(0) : last.score();
        return new SearchResult<>(best, score, pv, last == null ? 0 : last.depth(), last == null ? 0 : last.nodes());
    }

    /**
     * After an interrupt: {@code stop}, and the {@code bestmove} that answers it if it comes soon (its principal
     * variation is not waited for).
     */
    private SearchResult<M> finishInterrupted(P root) throws EngineException {
        process.send("stop");
        long failAt = System.currentTimeMillis() + GRACE_MILLIS;
        SearchInfo<M> none = null;
        while (System.currentTimeMillis() < failAt) {
            String line;
            try {
                line = process.read(POLL_MILLIS);
            } catch (InterruptedException e) {
                continue; // interrupted again: the caller sets the flag once this ends
            }
            if (line != null && line.strip().startsWith("bestmove")) {
                return result(root, line.strip(), none);
            }
        }
        throw new EngineException(EngineMessages.of("uci.timeout", process.program()));
    }

    /** The legal prefix of a principal variation in the engine's notation. */
    private List<M> line(P root, List<String> moves) {
        List<M> out = new ArrayList<>();
        P p = root;
        for (String text : moves) {
            Optional<M> m = dialect.parse(p, text);
            if (m.isEmpty()) {
                break;
            }
            out.add(m.get());
            p = p.play(m.get());
        }
        return out;
    }

    @Override
    public void stop() {
        stopRequested = true;
    }

    @Override
    public void close() {
        process.close();
    }
}
