package org.chessarbiter.workspace.op;

import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.tournament.core.GameResult;

/**
 * The results an arbiter types, first player (White, Red) first: {@code 1-0}, {@code 0-1},
 * {@code 1/2} ({@code ½-½}, {@code =}), forfeits {@code +/-}, {@code -/+}, {@code -/-} (FIDE 2018 6.9,
 * 000 Part 2 Art. 4.4), results of games with less than one move played {@code 1-0u}, {@code 0-1u},
 * {@code 1/2u} (TRF W / D / L), and {@code *} for a game without its result yet.
 */
public final class ResultNotation {

    private ResultNotation() {
    }

    /** The result {@code text} names, empty when it names none. */
    public static Optional<GameResult> parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace(" ", "").replace('½', 'h').replace("1/2", "h");
        boolean unrated = t.endsWith("u");
        String s = unrated ? t.substring(0, t.length() - 1) : t;
        GameResult r = switch (s) {
            case "1-0", "1:0" -> unrated ? GameResult.FIRST_WINS_UNRATED : GameResult.FIRST_WINS;
            case "0-1", "0:1" -> unrated ? GameResult.SECOND_WINS_UNRATED : GameResult.SECOND_WINS;
            case "h", "h-h", "=", "h:h" -> unrated ? GameResult.DRAW_UNRATED : GameResult.DRAW;
            case "+/-", "+-", "1f-0f" -> unrated ? null : GameResult.FIRST_WINS_BY_FORFEIT;
            case "-/+", "-+", "0f-1f" -> unrated ? null : GameResult.SECOND_WINS_BY_FORFEIT;
            case "-/-", "--", "0f-0f" -> unrated ? null : GameResult.DOUBLE_FORFEIT;
            case "*" -> unrated ? null : GameResult.NOT_YET_PLAYED;
            default -> null;
        };
        return Optional.ofNullable(r);
    }
}
