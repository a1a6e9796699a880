package org.chessarbiter.workspace.pairing;

import java.util.Objects;
import java.util.Optional;

import org.chessarbiter.pairing.dutch.DutchEdition;

/**
 * What the arbiter asks for beyond what the file says (the command line's {@code --edition} and
 * {@code --baku}; later the tournament's regulations): an edition of the FIDE Dutch system, and the
 * Baku acceleration. Whatever is not asked for is decided from the file ({@link PairingPolicy}).
 *
 * @param edition the edition asked for, empty to take the one the file's system line names
 * @param baku    true to ask for the Baku acceleration (C.04.5.1) even when the file does not
 */
public record PairingOverrides(Optional<DutchEdition> edition, boolean baku) {

    /** Nothing asked for: everything as the file says. */
    public static final PairingOverrides NONE = new PairingOverrides(Optional.empty(), false);

    public PairingOverrides {
        Objects.requireNonNull(edition, "edition");
    }
}
