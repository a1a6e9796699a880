package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.chessarbiter.workspace.pairing.SystemChoice;

import picocli.CommandLine.Option;

/**
 * {@code --system}, {@code --edition 2026|2017}, {@code --baku}, {@code --seed}, {@code --regulations} and
 * {@code --games-per-match}
 * of the pairing commands: what the arbiter asks for beyond the regulations and the file's system
 * line; the pairing operation decides the rest.
 */
final class PairingOverridesOptions {

    @Option(names = "--system", paramLabel = "<system>", descriptionKey = "pairing.system",
            converter = OptionTypes.SystemName.class, completionCandidates = OptionTypes.SystemNames.class)
    SystemChoice system;

    @Option(names = "--edition", paramLabel = "<year>", descriptionKey = "pairing.edition",
            converter = OptionTypes.DutchEditionYear.class, completionCandidates = OptionTypes.DutchEditionYears.class)
    DutchEdition edition;

    @Option(names = "--baku", descriptionKey = "pairing.baku")
    boolean baku;

    @Option(names = "--seed", paramLabel = "<seed>", descriptionKey = "pairing.seed")
    Long seed;

    @Option(names = "--regulations", paramLabel = "<file.dieule>", descriptionKey = "pairing.regulations")
    Path regulations;

    @Option(names = "--games-per-match", paramLabel = "<games>", descriptionKey = "pairing.gamesPerMatch")
    Integer gamesPerMatch;

    PairingOverrides overrides() {
        return new PairingOverrides(Optional.ofNullable(system), Optional.ofNullable(edition), baku,
                seed == null ? OptionalLong.empty() : OptionalLong.of(seed), Optional.ofNullable(regulations),
                gamesPerMatch == null ? OptionalInt.empty() : OptionalInt.of(gamesPerMatch));
    }
}
