package org.chessarbiter.tournament.core;

/**
 * The result of one game between the first player (White in chess, Red in xiangqi) and the
 * second: over the board, by forfeit (one or both absent), unrated (TRF W/D/L: less than one move
 * played), or not yet known (adjourned or not yet played).
 */
public enum GameResult {
    FIRST_WINS(Outcome.WIN, Outcome.LOSS, "1-0"),
    SECOND_WINS(Outcome.LOSS, Outcome.WIN, "0-1"),
    DRAW(Outcome.DRAW, Outcome.DRAW, "½-½"),
    FIRST_WINS_BY_FORFEIT(Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS, "+/-"),
    SECOND_WINS_BY_FORFEIT(Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN, "-/+"),
    DOUBLE_FORFEIT(Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS, "-/-"),
    FIRST_WINS_UNRATED(Outcome.UNRATED_WIN, Outcome.UNRATED_LOSS, "1-0 u"),
    SECOND_WINS_UNRATED(Outcome.UNRATED_LOSS, Outcome.UNRATED_WIN, "0-1 u"),
    DRAW_UNRATED(Outcome.UNRATED_DRAW, Outcome.UNRATED_DRAW, "½-½ u"),
    NOT_YET_PLAYED(Outcome.PENDING, Outcome.PENDING, "*"),
    /** Adjourned (FIDE 2018 Appendix I; 000 Part 2 Art. 3): to be resumed; counts as played for 000 Art. 4.2. */
    ADJOURNED(Outcome.PENDING, Outcome.PENDING, "adj.");

    private final Outcome first;
    private final Outcome second;
    private final String notation;

    GameResult(Outcome first, Outcome second, String notation) {
        this.first = first;
        this.second = second;
        this.notation = notation;
    }

    public Outcome forFirst() {
        return first;
    }

    public Outcome forSecond() {
        return second;
    }

    public String notation() {
        return notation;
    }

    /**
     * The result whose outcomes are (first, second), or null when the pair is inconsistent (e.g. 1
     * and 1). Two pending outcomes give {@link #NOT_YET_PLAYED} (TRF does not tell adjourned games apart).
     */
    public static GameResult of(Outcome first, Outcome second) {
        for (GameResult r : values()) {
            if (r.first == first && r.second == second) {
                return r;
            }
        }
        return null;
    }
}
