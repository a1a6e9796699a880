package org.chessarbiter.tournament.model.mapping;

import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.model.Result;

/** The one-to-one correspondences between the EMF model's literals and the plain-Java values. */
final class ModelCodes {

    private ModelCodes() {
    }

    static GameResult result(Result r) {
        return switch (r) {
            case NOT_PLAYED -> GameResult.NOT_YET_PLAYED;
            case FIRST_WINS -> GameResult.FIRST_WINS;
            case SECOND_WINS -> GameResult.SECOND_WINS;
            case DRAW -> GameResult.DRAW;
            case FIRST_WINS_FORFEIT -> GameResult.FIRST_WINS_BY_FORFEIT;
            case SECOND_WINS_FORFEIT -> GameResult.SECOND_WINS_BY_FORFEIT;
            case DOUBLE_FORFEIT -> GameResult.DOUBLE_FORFEIT;
            case ADJOURNED -> GameResult.ADJOURNED;
            case FIRST_WINS_UNRATED -> GameResult.FIRST_WINS_UNRATED;
            case SECOND_WINS_UNRATED -> GameResult.SECOND_WINS_UNRATED;
            case DRAW_UNRATED -> GameResult.DRAW_UNRATED;
        };
    }

    static Result result(GameResult r) {
        for (Result m : Result.values()) {
            if (result(m) == r) {
                return m;
            }
        }
        throw new IllegalStateException("no model literal for " + r);
    }

    static ByeKind bye(org.chessarbiter.tournament.model.ByeKind k) {
        return switch (k) {
            case PAIRING_ALLOCATED -> ByeKind.PAIRING_ALLOCATED;
            case HALF_POINT -> ByeKind.HALF_POINT;
            case ZERO_POINT -> ByeKind.ZERO_POINT;
            case FULL_POINT -> ByeKind.FULL_POINT;
            case ABSENT, NONE -> ByeKind.ABSENT;
        };
    }

    static org.chessarbiter.tournament.model.ByeKind bye(ByeKind k) {
        return switch (k) {
            case PAIRING_ALLOCATED -> org.chessarbiter.tournament.model.ByeKind.PAIRING_ALLOCATED;
            case HALF_POINT -> org.chessarbiter.tournament.model.ByeKind.HALF_POINT;
            case ZERO_POINT -> org.chessarbiter.tournament.model.ByeKind.ZERO_POINT;
            case FULL_POINT -> org.chessarbiter.tournament.model.ByeKind.FULL_POINT;
            case ABSENT -> org.chessarbiter.tournament.model.ByeKind.ABSENT;
        };
    }

    /** Exact points as the model writes them: "1", "1/2", "-3/2". */
    static String points(Points p) {
        return p.denominator() == 1 ? Long.toString(p.numerator()) : p.numerator() + "/" + p.denominator();
    }

    static String text(String s) {
        return s == null ? "" : s;
    }
}
