package org.chessarbiter.workspace.pairing;

import java.util.Locale;

import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.dutch.DutchSystem;

/**
 * How a tournament read from a TRF file is paired: the FIDE Dutch system (the Swiss system the
 * engine pairs from a file), in the edition asked for, else the one the file's system line (TRF26
 * {@code 192}, else {@code 092}) names, else the one in force ({@link DutchEdition#FIDE_2026}); with
 * the Baku acceleration when it is asked for or the system line names it (e.g.
 * {@code FIDE_DUTCH_2025_BAKU}). The one place where this is decided, for the command line, the
 * tournament builder and the workbench alike.
 *
 * @param edition the edition of the Dutch system
 * @param baku    true when the Baku acceleration (C.04.5.1) applies where the file gives no
 *                virtual points of its own
 */
public record PairingPolicy(DutchEdition edition, boolean baku) {

    /** The policy for a file whose system line is {@code systemCode} ("" when none). */
    public static PairingPolicy decide(String systemCode, PairingOverrides overrides) {
        DutchEdition edition = overrides.edition()
                .orElseGet(() -> DutchEdition.fromSystemCode(systemCode).orElse(DutchEdition.FIDE_2026));
        return new PairingPolicy(edition, overrides.baku() || bakuByFile(systemCode));
    }

    /** @return true when the system line asks for the Baku acceleration (e.g. FIDE_DUTCH_BAKU) */
    static boolean bakuByFile(String systemCode) {
        return systemCode.toUpperCase(Locale.ROOT).contains("BAKU");
    }

    /** @return the pairing system of this policy */
    public PairingSystem system() {
        return new DutchSystem(edition);
    }

    /** @return the tournament with the acceleration asked for, to re-pair its recorded rounds */
    TournamentRecord applyTo(TournamentRecord t) {
        return baku ? new TournamentRecord(t.totalRounds(), t.players(), t.options().withAcceleration(true), t.acceleration()) : t;
    }
}
