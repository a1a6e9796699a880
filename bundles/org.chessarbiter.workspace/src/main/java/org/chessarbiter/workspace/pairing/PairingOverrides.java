package org.chessarbiter.workspace.pairing;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.chessarbiter.pairing.dutch.DutchEdition;

/**
 * What the arbiter asks for beyond what the file and the regulations say (the command line's
 * {@code --system}, {@code --edition}, {@code --baku}, {@code --seed} and {@code --regulations}): a
 * competition system, an edition of the FIDE Dutch system, the Baku acceleration, the seed of the
 * Swiss system by lot, and the regulations file to read. Whatever is not asked for is decided from
 * the regulations and the file ({@link PairingPolicy}).
 *
 * @param system      the system asked for, empty to take the one the regulations, else the file, name
 * @param edition     the edition asked for, empty to take the one the file's system line names
 * @param baku        true to ask for the Baku acceleration (C.04.5.1) even when the file does not
 * @param seed        the tournament's seed for the Swiss system by lot, empty to take the one
 *                    recorded in the file (else a new one is drawn and recorded)
 * @param regulations the regulations file, empty to look for the one beside the tournament file
 * @param gamesPerMatch the games of a match asked for ({@code --games-per-match}: 2 pairs matches of two games,
 *                    Luật cờ Tướng 2004 Điều 21.2), empty to take the regulations' {@code games_per_match}
 */
public record PairingOverrides(Optional<SystemChoice> system, Optional<DutchEdition> edition, boolean baku,
        OptionalLong seed, Optional<Path> regulations, OptionalInt gamesPerMatch) {

    /** Nothing asked for: everything as the regulations and the file say. */
    public static final PairingOverrides NONE = new PairingOverrides(Optional.empty(), false);

    public PairingOverrides {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(regulations, "regulations");
        Objects.requireNonNull(gamesPerMatch, "gamesPerMatch");
    }

    /** A system, edition, acceleration, seed and regulations asked for; the games of a match as the regulations say. */
    public PairingOverrides(Optional<SystemChoice> system, Optional<DutchEdition> edition, boolean baku,
            OptionalLong seed, Optional<Path> regulations) {
        this(system, edition, baku, seed, regulations, OptionalInt.empty());
    }

    /** An edition and the acceleration asked for, the rest as the regulations and the file say. */
    public PairingOverrides(Optional<DutchEdition> edition, boolean baku) {
        this(Optional.empty(), edition, baku, OptionalLong.empty(), Optional.empty());
    }
}
