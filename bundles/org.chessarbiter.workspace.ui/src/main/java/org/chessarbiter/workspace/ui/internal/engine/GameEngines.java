package org.chessarbiter.workspace.ui.internal.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.GameKind;

/** The engines of the games the board shows, picked by the game's id (no test of which game it is). */
public final class GameEngines {

    private static final List<EngineKind<?, ?>> KINDS = List.of(ChessEngines.INSTANCE, XiangqiEngines.INSTANCE);

    private GameEngines() {
    }

    /** The engines of {@code game}, if the workbench has any. */
    @SuppressWarnings("unchecked")
    public static <P extends Position<P, M>, M extends Move> Optional<EngineKind<P, M>> of(GameKind<P, M> game) {
        return of(game.id()).map(kind -> (EngineKind<P, M>) kind);
    }

    /** The engines of the game whose id is {@code gameId}. */
    public static Optional<EngineKind<?, ?>> of(String gameId) {
        return KINDS.stream().filter(kind -> kind.gameId().equals(gameId)).findFirst();
    }

    /** The UCI program that plays the game of {@code kind}: the one configured, else one found where installed. */
    public static Optional<Path> program(EngineKind<?, ?> kind, EngineSettings settings) {
        String configured = settings.program(kind.gameId());
        return configured.isBlank() ? kind.findUci() : Optional.of(Path.of(configured));
    }
}
