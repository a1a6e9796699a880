package org.chessarbiter.workspace.pairing;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalLong;

import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.systems.TwoGameMatches;

/**
 * How a tournament is paired: the competition system asked for, else the one the regulations'
 * {@code system} setting names, else the one of the file's system line (TRF26 {@code 192}, else
 * {@code 092}), else the FIDE Dutch system ({@link SystemChoice#fromCode}); for the Dutch system the
 * edition asked for, else the one the code names, else the one in force ({@link DutchEdition#FIDE_2026}),
 * with the Baku acceleration when it is asked for or the code names it (e.g.
 * {@code FIDE_DUTCH_2025_BAKU}); for the Swiss system by lot, the tournament's seed. The one place
 * where this is decided, for the command line, the tournament builder and the workbench alike.
 *
 * @param choice  the competition system
 * @param edition the edition of the Dutch system (used by {@link SystemChoice#DUTCH} only)
 * @param baku    true when the Baku acceleration (C.04.5.1) applies where the file gives no
 *                virtual points of its own
 * @param seed    the tournament's seed of the Swiss system by lot, empty until one is asked for,
 *                read from the file or drawn
 * @param gamesPerMatch the games of a match: 2 pairs matches of two games, the second with the colours reversed
 *                (Luật cờ Tướng 2004 Điều 21.2, {@link TwoGameMatches}); 1 otherwise
 */
public record PairingPolicy(SystemChoice choice, DutchEdition edition, boolean baku, OptionalLong seed, int gamesPerMatch) {

    public PairingPolicy {
        Objects.requireNonNull(choice, "choice");
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(seed, "seed");
    }

    /** One game a pairing. */
    public PairingPolicy(SystemChoice choice, DutchEdition edition, boolean baku, OptionalLong seed) {
        this(choice, edition, baku, seed, 1);
    }

    /** The FIDE Dutch system in {@code edition}. */
    public PairingPolicy(DutchEdition edition, boolean baku) {
        this(SystemChoice.DUTCH, edition, baku, OptionalLong.empty());
    }

    /** The policy for a tournament whose regulations or system line is {@code systemCode} ("" when none). */
    public static PairingPolicy decide(String systemCode, PairingOverrides overrides) {
        SystemChoice choice = overrides.system()
                .orElseGet(() -> SystemChoice.fromCode(systemCode).orElse(SystemChoice.DUTCH));
        DutchEdition edition = overrides.edition()
                .orElseGet(() -> DutchEdition.fromSystemCode(systemCode).orElse(DutchEdition.FIDE_2026));
        return new PairingPolicy(choice, edition, overrides.baku() || bakuByFile(systemCode), overrides.seed(),
                overrides.gamesPerMatch().orElse(1));
    }

    /** @return true when the system line asks for the Baku acceleration (e.g. FIDE_DUTCH_BAKU) */
    static boolean bakuByFile(String systemCode) {
        return systemCode.toUpperCase(Locale.ROOT).contains("BAKU");
    }

    /** @return the same policy with the seed of the Swiss system by lot */
    public PairingPolicy withSeed(long tournamentSeed) {
        return new PairingPolicy(choice, edition, baku, OptionalLong.of(tournamentSeed), gamesPerMatch);
    }

    /** @return the same policy with {@code games} games a match */
    PairingPolicy withGamesPerMatch(int games) {
        return new PairingPolicy(choice, edition, baku, seed, games);
    }

    /** @return the pairing system of this policy (a team system without teams: for its name only) */
    public PairingSystem system() {
        return system(List.of());
    }

    /** @return the pairing system of this policy, pairing {@code teams} when it is a team system */
    public PairingSystem system(List<List<Integer>> teams) {
        PairingSystem system = choice.engine(this, teams);
        return gamesPerMatch == 2 ? new TwoGameMatches(system) : system;
    }

    /** @return the tournament with the acceleration asked for, to re-pair its recorded rounds */
    TournamentRecord applyTo(TournamentRecord t) {
        return baku ? new TournamentRecord(t.totalRounds(), t.players(), t.options().withAcceleration(true), t.acceleration()) : t;
    }
}
