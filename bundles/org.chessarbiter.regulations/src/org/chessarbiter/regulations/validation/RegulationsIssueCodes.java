package org.chessarbiter.regulations.validation;

/** Issue codes of the regulations language: they tie validation problems to quick fixes. */
public final class RegulationsIssueCodes {

    private static final String PREFIX = "org.chessarbiter.regulations.";

    public static final String ROUNDS_NOT_POSITIVE = PREFIX + "roundsNotPositive";
    public static final String SETTING_REPEATED = PREFIX + "settingRepeated";
    /** The PGN form of the time control cannot be read; no data. */
    public static final String BAD_TIME_CONTROL = PREFIX + "badTimeControl";

    /** A section that appendix 5 asks for is missing; the data is the section's kind (its quick fix inserts a skeleton). */
    public static final String MISSING_SECTION = PREFIX + "missingSection";
    /** The competition system is none the project pairs; the data is the code written. */
    public static final String UNKNOWN_SYSTEM = PREFIX + "unknownSystem";
    /** The system does not fit the entrants and rounds (round robin, Swiss, knockout, Scheveningen). */
    public static final String SYSTEM_UNFIT = PREFIX + "systemUnfit";
    /** A knockout whose entrants are not a power of two: byes in the first round. */
    public static final String KNOCKOUT_BYES = PREFIX + "knockoutByes";
    /** A Swiss system with fewer entrants than the law's rule of 20. */
    public static final String SWISS_FEW_ENTRANTS = PREFIX + "swissFewEntrants";
    /** Boards of a team event: missing, given to an individual event, or more than a unit sends. */
    public static final String TEAM_BOARDS = PREFIX + "teamBoards";
    /** The Baku acceleration asked for a system other than the Dutch. */
    public static final String BAKU_NOT_DUTCH = PREFIX + "bakuNotDutch";
    /** A tie-break code (or C.07 edition) that is not in the closed list; the data is the code. */
    public static final String UNKNOWN_TIE_BREAK = PREFIX + "unknownTieBreak";
    /** A tie-break that the system makes meaningless (Buchholz in a round robin, team tie-breaks of individuals). */
    public static final String TIE_BREAK_INVALID_FOR_SYSTEM = PREFIX + "tieBreakInvalidForSystem";
    /** Scoring other than the game's law, not marked as an exception. */
    public static final String SCORING_NOT_LAW = PREFIX + "scoringNotLaw";
    /** The time control's class under the law is not the class the event declares. */
    public static final String TIME_CLASS = PREFIX + "timeClass";
    /** A default time as long as the first period, or (xiangqi) not one of the law's. */
    public static final String DEFAULT_TIME = PREFIX + "defaultTime";
    /** A date or time of day that does not exist. */
    public static final String BAD_DATE = PREFIX + "badDate";
    /** A round outside the event's dates, beyond its rounds or before an earlier round. */
    public static final String ROUND_OUTSIDE_DATES = PREFIX + "roundOutsideDates";
    /** A day scheduled with more rounds than the regulations state, or days too few for the rounds at that rate. */
    public static final String ROUNDS_PER_DAY = PREFIX + "roundsPerDay";
    /** The registration deadline is not before the start. */
    public static final String DEADLINE_AFTER_START = PREFIX + "deadlineAfterStart";
    /** The same-unit last-round rule without units, or in a system that cannot apply it. */
    public static final String SAME_UNIT_WITHOUT_UNITS = PREFIX + "sameUnitWithoutUnits";
    /** A range written backwards, or empty. */
    public static final String BAD_RANGE = PREFIX + "badRange";
    /** A prize for places beyond the entrants. */
    public static final String PRIZE_BEYOND_ENTRANTS = PREFIX + "prizeBeyondEntrants";
    /** A norm that contradicts Luật cờ Tướng 2004 phụ lục 6. */
    public static final String NORM_TABLE = PREFIX + "normTable";

    private RegulationsIssueCodes() {
    }
}
