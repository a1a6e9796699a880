package org.chessarbiter.engine.xiangqi;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.search.EmbeddedEngine;
import org.chessarbiter.engine.uci.EngineLocator;
import org.chessarbiter.engine.uci.UciEngine;
import org.chessarbiter.engine.uci.XiangqiUciDialect;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/** The xiangqi engines: the embedded one, and a UCI engine (Pikafish, or Fairy-Stockfish with {@code UCI_Variant xiangqi}). */
public final class XiangqiEngines implements EngineKind<XiangqiPosition, XiangqiMove> {
    /** The xiangqi engines. */
    public static final XiangqiEngines INSTANCE = new XiangqiEngines();

    /** The names of UCI xiangqi engines looked for where programs are installed, best first. */
    private static final String[] UCI_NAMES = {"pikafish", "fairy-stockfish"};

    private XiangqiEngines() {
    }

    @Override
    public String gameId() {
        return "xiangqi";
    }

    @Override
    public Engine<XiangqiPosition, XiangqiMove> embedded(long seed) {
        return new EmbeddedEngine<>("Arbiter Workbench", new XiangqiSearchGame(), seed, EmbeddedEngine.DEFAULT_TABLE_BITS);
    }

    /** {@code pikafish}, else {@code fairy-stockfish}. */
    @Override
    public Optional<Path> findUci() {
        return EngineLocator.find(UCI_NAMES);
    }

    /**
     * Pikafish (its own coordinates, ranks 0–9) when the program's file name says so, else a Fairy-Stockfish-style
     * engine told {@code UCI_Variant xiangqi} (ranks 1–10).
     */
    @Override
    public Engine<XiangqiPosition, XiangqiMove> uci(Path program) throws EngineException {
        boolean pikafish = program.getFileName().toString().toLowerCase(Locale.ROOT).contains("pikafish");
        return UciEngine.start(program, pikafish ? XiangqiUciDialect.pikafish() : XiangqiUciDialect.fairyStockfish());
    }
}
