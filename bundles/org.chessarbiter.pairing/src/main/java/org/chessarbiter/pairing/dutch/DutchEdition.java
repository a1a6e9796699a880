package org.chessarbiter.pairing.dutch;

/** Editions of the FIDE Dutch system this engine implements. */
public enum DutchEdition {
    /**
     * C.04.3 as in force from 1 February 2026 (TRF-2026 code {@code 192 FIDE_DUTCH_2026}): bye
     * eligibility and the bye criteria C5 and C9.
     */
    FIDE_2026("FIDE_DUTCH_2026");

    private final String trfCode;

    DutchEdition(String trfCode) {
        this.trfCode = trfCode;
    }

    /** @return the system name used in TRF files */
    public String trfCode() {
        return trfCode;
    }
}
