package org.chessarbiter.engine.chess;

import java.nio.file.Path;
import java.util.Optional;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.search.EmbeddedEngine;
import org.chessarbiter.engine.uci.ChessUciDialect;
import org.chessarbiter.engine.uci.EngineLocator;
import org.chessarbiter.engine.uci.UciEngine;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;

/** The chess engines: the embedded one, and a UCI engine such as Stockfish. */
public final class ChessEngines {
    /** The names of UCI chess engines looked for where programs are installed, best first. */
    public static final String[] UCI_NAMES = {"stockfish", "fairy-stockfish"};

    private ChessEngines() {
    }

    /** The embedded engine, its weak levels' noise drawn from {@code seed}. */
    public static Engine<ChessPosition, ChessMove> embedded(long seed) {
        return new EmbeddedEngine<>("Arbiter Workbench", new ChessSearchGame(), seed, EmbeddedEngine.DEFAULT_TABLE_BITS);
    }

    /** The embedded engine with a seed of its own. */
    public static Engine<ChessPosition, ChessMove> embedded() {
        return embedded(System.nanoTime());
    }

    /** A UCI chess engine installed on this machine ({@link #UCI_NAMES} on the PATH or in /usr/games), if any. */
    public static Optional<Path> findUci() {
        return EngineLocator.find(UCI_NAMES);
    }

    /** Starts the UCI engine {@code program} (e.g. {@code /usr/games/stockfish}). */
    public static Engine<ChessPosition, ChessMove> uci(Path program) throws EngineException {
        return UciEngine.start(program, new ChessUciDialect());
    }
}
