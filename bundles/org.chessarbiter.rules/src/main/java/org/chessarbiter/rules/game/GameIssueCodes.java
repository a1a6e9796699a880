package org.chessarbiter.rules.game;

import java.util.Set;

/**
 * Issue codes of the game checks: they tie a {@link Finding} to its quick fixes (editor, language
 * server) and name it in reports. Each constant says what its finding's data carry. Codes whose data
 * are replacement texts ("replace the finding's range with one of the data") are listed in
 * {@link #REPLACEMENTS}. The values keep the scoresheet language's prefix, which markers and language
 * clients already know. A language adds its own codes in a subclass (the scoresheet's
 * {@code ScoresheetIssueCodes}).
 */
public class GameIssueCodes {

    private static final String PREFIX = "org.chessarbiter.scoresheet.";

    /** The Variant/Game tag names a game this workbench does not play; no data. */
    public static final String UNKNOWN_VARIANT = PREFIX + "unknownVariant";
    /** The FEN tag is not a valid position; no data. */
    public static final String INVALID_START = PREFIX + "invalidStart";
    /** No notation reads the move; data: the nearest legal moves in the game's notation (replacements). */
    public static final String UNREADABLE_MOVE = PREFIX + "unreadableMove";
    /** The move is not legal; data: the nearest legal moves in the game's notation (replacements). */
    public static final String ILLEGAL_MOVE = PREFIX + "illegalMove";
    /** The move fits several legal moves; data: each candidate written unambiguously (replacements). */
    public static final String AMBIGUOUS_MOVE = PREFIX + "ambiguousMove";
    /**
     * The move number says a move is missing before this one; data: the moves that make the next written
     * move legal (each to insert before the number, followed by a space).
     */
    public static final String MISSING_MOVE = PREFIX + "missingMove";
    /** The move number disagrees with the side to move; data: the correct number (replacement). */
    public static final String MOVE_NUMBER = PREFIX + "moveNumber";
    /** A move after the game ended automatically (mate, fivefold, 75 moves...); no data. */
    public static final String MOVE_AFTER_END = PREFIX + "moveAfterEnd";
    /** The game mixes notation styles; data: the notation id of the game's first style, then the other's. */
    public static final String MIXED_NOTATION = PREFIX + "mixedNotation";
    /** A *.pgn game not written in PGN's notation (English SAN; ICCS or WXF); data: the notation id to convert to. */
    public static final String PGN_NOTATION = PREFIX + "pgnNotation";
    /** The result contradicts the final position (mate, stalemate, dead position, a repetition verdict); data: the correct result. */
    public static final String RESULT_CONTRADICTS = PREFIX + "resultContradicts";
    /** The Result tag disagrees with the termination marker; data: the tag value to write (quoted). */
    public static final String RESULT_TAG_MISMATCH = PREFIX + "resultTagMismatch";
    /** The arbiter's verdict (appendix 4 form) disagrees with the result; data: the verdict to write (quoted). */
    public static final String VERDICT_MISMATCH = PREFIX + "verdictMismatch";
    /** The players' recorded scores (appendix 4 form) do not add up or disagree with the result; no data. */
    public static final String RECORDED_SCORE = PREFIX + "recordedScore";
    /** Information: a player could have claimed a draw here (threefold, fifty moves); no data. */
    public static final String CLAIMABLE_DRAW = PREFIX + "claimableDraw";
    /** The TimeControl tag cannot be read; no data. */
    public static final String BAD_TIME_CONTROL = PREFIX + "badTimeControl";
    /** A clock reading the time control cannot give (more time than the player can have); no data. */
    public static final String CLOCK_READING = PREFIX + "clockReading";
    /** The player's time ran out before the moves of the period were made, and play went on; no data. */
    public static final String TIME_EXCEEDED = PREFIX + "timeExceeded";
    /** An {@code [%incident …]} command of the incident log cannot be read; no data. */
    public static final String INCIDENT_SYNTAX = PREFIX + "incidentSyntax";
    /** A move or an incident after an incident of the log ended the game (e.g. FIDE 2018 7.5.5); no data. */
    public static final String INCIDENT_ENDED_GAME = PREFIX + "incidentEndedGame";
    /** A penalty recorded in the log other than the law gives; no data. */
    public static final String INCIDENT_PENALTY = PREFIX + "incidentPenalty";
    /** An incident the law does not allow as recorded (a claim, a postponed draw claim, a seal, a fault); no data. */
    public static final String INCIDENT_REFUSED = PREFIX + "incidentRefused";
    /** The result disagrees with the ending the incident log implies; data: the results it allows (replacements). */
    public static final String INCIDENT_RESULT = PREFIX + "incidentResult";
    /** A NAG, draw offer or variation before the first move of its line; no data. */
    public static final String MISPLACED = PREFIX + "misplaced";

    /** Codes whose data are texts that replace the finding's range. */
    public static final Set<String> REPLACEMENTS = Set.of(UNREADABLE_MOVE, ILLEGAL_MOVE, AMBIGUOUS_MOVE, MOVE_NUMBER,
            RESULT_CONTRADICTS, RESULT_TAG_MISMATCH, VERDICT_MISMATCH, INCIDENT_RESULT);

    /** For a language's codes class that adds its own codes to these. */
    protected GameIssueCodes() {
    }
}
