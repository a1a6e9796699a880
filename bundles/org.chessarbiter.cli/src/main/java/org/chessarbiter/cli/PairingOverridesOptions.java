package org.chessarbiter.cli;

import java.util.Optional;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.workspace.pairing.PairingOverrides;

import picocli.CommandLine.Option;

/**
 * {@code --edition 2026|2017} and {@code --baku} of the pairing commands: what the arbiter asks for
 * beyond the file's system line; the pairing operation decides the rest.
 */
final class PairingOverridesOptions {

    @Option(names = "--edition", paramLabel = "<year>", descriptionKey = "pairing.edition",
            converter = OptionTypes.DutchEditionYear.class, completionCandidates = OptionTypes.DutchEditionYears.class)
    DutchEdition edition;

    @Option(names = "--baku", descriptionKey = "pairing.baku")
    boolean baku;

    PairingOverrides overrides() {
        return new PairingOverrides(Optional.ofNullable(edition), baku);
    }
}
