package org.chessarbiter.pairing.dutch;

import java.util.Locale;
import java.util.Optional;

/** Editions of the FIDE Dutch system this engine implements. */
public enum DutchEdition {
    /**
     * C.04.3 as in force from 1 February 2026 (TRF-2026 code {@code 192 FIDE_DUTCH_2026}): bye
     * eligibility and the bye criteria C5 and C9. bbpPairings v6.0.0 names these rules
     * {@code FIDE_DUTCH_2025} (adopted in 2025, in force in 2026).
     */
    FIDE_2026("FIDE_DUTCH_2026", "2026", "FIDE_DUTCH_2025", new Rules2026()),

    /**
     * C.04.3 as in force from 1 July 2017 to 31 January 2026, for replaying older tournaments:
     * no bye criteria C5 / C9, bye eligibility of C.04.1 c (2017), every unplayed round a
     * downfloat (A.4). TRF-16 has no system line and bbpPairings v5.0.1 (the reference of this
     * edition) writes none; this engine writes and reads {@code FIDE_DUTCH_2017}.
     */
    FIDE_2017("FIDE_DUTCH_2017", "2017", "FIDE_DUTCH_2017", new Rules2017());

    private final String trfCode;
    private final String year;
    private final String alias;
    private final EditionRules rules;

    DutchEdition(String trfCode, String year, String alias, EditionRules rules) {
        this.trfCode = trfCode;
        this.year = year;
        this.alias = alias;
        this.rules = rules;
    }

    /** @return where this edition's text differs from the others, as the engine consults it */
    EditionRules rules() {
        return rules;
    }

    /** @return the system name used in TRF files */
    public String trfCode() {
        return trfCode;
    }

    /** @return the year that names the edition, e.g. "2026" */
    public String year() {
        return year;
    }

    /** @return the edition named by its year ("2026"), if there is one */
    public static Optional<DutchEdition> fromYear(String year) {
        for (DutchEdition e : values()) {
            if (e.year.equals(year.strip())) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** @return the edition a TRF system line (192 / 092) names, e.g. FIDE_DUTCH_2026 or FIDE_DUTCH_2025_BAKU */
    public static Optional<DutchEdition> fromSystemCode(String code) {
        String c = code.toUpperCase(Locale.ROOT);
        for (DutchEdition e : values()) {
            if (c.contains(e.trfCode) || c.contains(e.alias)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
