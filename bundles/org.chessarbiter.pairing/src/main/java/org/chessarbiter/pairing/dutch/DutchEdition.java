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
    FIDE_2026("FIDE_DUTCH_2026", "2026", "FIDE_DUTCH_2025");

    private final String trfCode;
    private final String year;
    private final String alias;

    DutchEdition(String trfCode, String year, String alias) {
        this.trfCode = trfCode;
        this.year = year;
        this.alias = alias;
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
