package org.chessarbiter.regulations.validation;

/** Issue codes of the regulations language: they tie validation problems to quick fixes. */
public final class RegulationsIssueCodes {

    private static final String PREFIX = "org.chessarbiter.regulations.";

    public static final String ROUNDS_NOT_POSITIVE = PREFIX + "roundsNotPositive";
    public static final String SETTING_REPEATED = PREFIX + "settingRepeated";
    /** The PGN form of the time control cannot be read; no data. */
    public static final String BAD_TIME_CONTROL = PREFIX + "badTimeControl";

    private RegulationsIssueCodes() {
    }
}
