package org.chessarbiter.tournament.core;

/**
 * What one player got in one round, with its TRF-16 result character. Played games, forfeits
 * (FIDE 2018 6.9 / 000 Part 2 Art. 4.4), byes of each kind, absence, a result not yet known
 * (adjourned or not yet played, FIDE 2018 Appendix I) and a game annulled after a withdrawal
 * (Luật cờ Tướng 2004 Điều 21.5.1, marked X).
 */
public enum Outcome {
    WIN('1', Kind.GAME), DRAW('=', Kind.GAME), LOSS('0', Kind.GAME),
    UNRATED_WIN('W', Kind.GAME), UNRATED_DRAW('D', Kind.GAME), UNRATED_LOSS('L', Kind.GAME),
    FORFEIT_WIN('+', Kind.FORFEIT), FORFEIT_LOSS('-', Kind.FORFEIT),
    PAIRING_BYE('U', Kind.BYE), HALF_BYE('H', Kind.BYE), FULL_BYE('F', Kind.BYE), ZERO_BYE('Z', Kind.BYE),
    NOT_PAIRED(' ', Kind.ABSENT), PENDING(' ', Kind.GAME), ANNULLED('X', Kind.ANNULLED);

    /** Broad kinds used by tie-breaks. */
    public enum Kind { GAME, FORFEIT, BYE, ABSENT, ANNULLED }

    private final char trf;
    private final Kind kind;

    Outcome(char trf, Kind kind) {
        this.trf = trf;
        this.kind = kind;
    }

    public char trfCode() {
        return trf;
    }

    public Kind kind() {
        return kind;
    }

    /** A game played over the board with a known result. */
    public boolean isPlayed() {
        return kind == Kind.GAME && this != PENDING;
    }

    public boolean isWin() {
        return this == WIN || this == UNRATED_WIN;
    }

    public boolean isDraw() {
        return this == DRAW || this == UNRATED_DRAW;
    }

    /**
     * A voluntary unplayed round in the sense of FIDE C.07 (2024) Art. 16.2: half- and zero-point
     * byes, forfeit losses and absence; not the pairing-allocated bye, a forfeit win or a full-point bye.
     */
    public boolean isVoluntarilyUnplayed() {
        return this == HALF_BYE || this == ZERO_BYE || this == FORFEIT_LOSS || this == NOT_PAIRED;
    }

    /** The outcome for a TRF result character with an opponent (true) or without (false); null if unknown. */
    public static Outcome fromTrf(char c, boolean withOpponent) {
        return switch (c) {
            case '1' -> WIN;
            case '=' -> DRAW;
            case '0' -> LOSS;
            case 'W', 'w' -> UNRATED_WIN;
            case 'D', 'd' -> UNRATED_DRAW;
            case 'L', 'l' -> UNRATED_LOSS;
            case '+' -> withOpponent ? FORFEIT_WIN : PAIRING_BYE;
            case '-' -> withOpponent ? FORFEIT_LOSS : NOT_PAIRED;
            case 'U', 'u' -> PAIRING_BYE;
            case 'H', 'h' -> HALF_BYE;
            case 'F', 'f' -> FULL_BYE;
            case 'Z', 'z' -> ZERO_BYE;
            case ' ' -> withOpponent ? PENDING : NOT_PAIRED;
            case 'X', 'x' -> ANNULLED;
            default -> null;
        };
    }
}
