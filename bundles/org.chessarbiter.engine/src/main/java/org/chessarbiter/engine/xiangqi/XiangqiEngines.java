package org.chessarbiter.engine.xiangqi;

import java.nio.file.Path;
import java.util.Optional;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.search.EmbeddedEngine;
import org.chessarbiter.engine.uci.EngineLocator;
import org.chessarbiter.engine.uci.UciEngine;
import org.chessarbiter.engine.uci.XiangqiUciDialect;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/** The xiangqi engines: the embedded one, and a UCI engine (Fairy-Stockfish with {@code UCI_Variant xiangqi}, Pikafish). */
public final class XiangqiEngines {
    /** The names of UCI xiangqi engines looked for where programs are installed, best first. */
    public static final String[] UCI_NAMES = {"pikafish", "fairy-stockfish"};

    private XiangqiEngines() {
    }

    /** The embedded engine, its weak levels' noise drawn from {@code seed}. */
    public static Engine<XiangqiPosition, XiangqiMove> embedded(long seed) {
        return new EmbeddedEngine<>("Arbiter Workbench", new XiangqiSearchGame(), seed, EmbeddedEngine.DEFAULT_TABLE_BITS);
    }

    /** The embedded engine with a seed of its own. */
    public static Engine<XiangqiPosition, XiangqiMove> embedded() {
        return embedded(System.nanoTime());
    }

    /** A UCI xiangqi engine installed on this machine ({@link #UCI_NAMES} on the PATH or in /usr/games), if any. */
    public static Optional<Path> findUci() {
        return EngineLocator.find(UCI_NAMES);
    }

    /**
     * Starts the UCI engine {@code program}: Pikafish (its own coordinates, ranks 0–9) when its file name
     * says so, else a Fairy-Stockfish-style engine told {@code UCI_Variant xiangqi} (ranks 1–10).
     */
    public static Engine<XiangqiPosition, XiangqiMove> uci(Path program) throws EngineException {
        boolean pikafish = program.getFileName().toString().toLowerCase(java.util.Locale.ROOT).contains("pikafish");
        return UciEngine.start(program, pikafish ? XiangqiUciDialect.pikafish() : XiangqiUciDialect.fairyStockfish());
    }
}
