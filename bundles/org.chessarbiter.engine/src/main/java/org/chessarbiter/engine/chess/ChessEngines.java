package org.chessarbiter.engine.chess;

import java.nio.file.Path;
import java.util.Optional;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.search.EmbeddedEngine;
import org.chessarbiter.engine.uci.ChessUciDialect;
import org.chessarbiter.engine.uci.EngineLocator;
import org.chessarbiter.engine.uci.UciEngine;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;

/** The chess engines: the embedded one, and a UCI engine such as Stockfish. */
public final class ChessEngines implements EngineKind<ChessPosition, ChessMove> {
    /** The chess engines. */
    public static final ChessEngines INSTANCE = new ChessEngines();

    /** The names of UCI chess engines looked for where programs are installed, best first. */
    private static final String[] UCI_NAMES = {"stockfish", "fairy-stockfish"};

    private ChessEngines() {
    }

    @Override
    public String gameId() {
        return "chess";
    }

    @Override
    public Engine<ChessPosition, ChessMove> embedded(long seed) {
        return new EmbeddedEngine<>("Arbiter Workbench", new ChessSearchGame(), seed, EmbeddedEngine.DEFAULT_TABLE_BITS);
    }

    /** {@code stockfish}, else {@code fairy-stockfish} (which plays chess too). */
    @Override
    public Optional<Path> findUci() {
        return EngineLocator.find(UCI_NAMES);
    }

    @Override
    public Engine<ChessPosition, ChessMove> uci(Path program) throws EngineException {
        return UciEngine.start(program, new ChessUciDialect());
    }
}
