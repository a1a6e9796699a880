package org.chessarbiter.tournament.ui.internal;

import java.util.Optional;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.workspace.op.ResultNotation;

/**
 * The keys of fast result entry, first player (White, Red) first: {@code 1} wins, {@code 0} loses,
 * {@code =} or {@code ½} draws, {@code +} wins by forfeit, {@code -} loses by forfeit; read through
 * the operations' own {@link ResultNotation}.
 */
public final class ResultKeys {

    private ResultKeys() {
    }

    /** The result a key names, empty for any other key. */
    public static Optional<GameResult> of(char key) {
        return switch (key) {
            case '1' -> ResultNotation.parse("1-0");
            case '0' -> ResultNotation.parse("0-1");
            case '=', '½', '5' -> ResultNotation.parse("=");
            case '+' -> ResultNotation.parse("+/-");
            case '-' -> ResultNotation.parse("-/+");
            default -> Optional.empty();
        };
    }
}
