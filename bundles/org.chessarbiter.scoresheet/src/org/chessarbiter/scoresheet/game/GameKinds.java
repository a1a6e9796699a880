package org.chessarbiter.scoresheet.game;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * Which game a written game is: from its tags ({@code Variant}, {@code Game}, the shape of a
 * {@code FEN}), else from its first move (chess when a chess notation reads it from the start
 * position, xiangqi when a xiangqi notation does), else chess.
 */
public final class GameKinds {
    private static final List<String> XIANGQI_NAMES = List.of("xiangqi", "chinese chess", "cờ tướng", "co tuong",
            "cotuong", "tướng");
    private static final List<String> CHESS_NAMES = List.of("chess", "standard", "cờ vua", "co vua", "chess960",
            "chess 960", "fischerandom", "fischer random");

    private GameKinds() {
    }

    /** The game of {@code game}; empty when its Variant tag names a game this workbench does not know. */
    public static Optional<GameKind<?, ?>> detect(WrittenGame game) {
        Optional<String> variant = game.tagValue("Variant").or(() -> game.tagValue("Game"));
        if (variant.isPresent() && !variant.get().isBlank()) {
            String v = variant.get().trim().toLowerCase(Locale.ROOT);
            if (XIANGQI_NAMES.contains(v)) {
                return Optional.of(XiangqiKind.INSTANCE);
            }
            return CHESS_NAMES.contains(v) ? Optional.of(ChessKind.INSTANCE) : Optional.empty();
        }
        Optional<String> fen = game.tagValue("FEN");
        if (fen.isPresent()) {
            String board = fen.get().trim().split("\\s+")[0];
            return Optional.of(board.chars().filter(c -> c == '/').count() == 9 ? XiangqiKind.INSTANCE : ChessKind.INSTANCE);
        }
        if (game.main().nodes().isEmpty()) {
            return Optional.of(ChessKind.INSTANCE);
        }
        String first = game.main().nodes().get(0).move().text();
        if (reads(ChessKind.INSTANCE, first)) {
            return Optional.of(ChessKind.INSTANCE);
        }
        return Optional.of(reads(XiangqiKind.INSTANCE, first) ? XiangqiKind.INSTANCE : ChessKind.INSTANCE);
    }

    private static <P extends Position<P, M>, M extends Move> boolean reads(GameKind<P, M> kind, String text) {
        P start = kind.start(null).value();
        return kind.notations().stream().anyMatch(n -> n.parse(start, text).isOk());
    }
}
