package org.chessarbiter.pairing.generate;

import java.util.SplittableRandom;

import org.chessarbiter.pairing.Colour;

/**
 * Generator parameters that vary from one seed to the next, for corpora that must span many kinds
 * of tournament (the reference comparison of the Dutch system): player count and rounds (5-13,
 * fewer when the players are too few), rating spread, initial colour, and one of four
 * {@link Profile profiles} of draws, forfeits, withdrawals, half-point byes and late entries.
 * The same seed always gives the same configuration.
 */
public final class VariedConfigs {

    /** The kind of tournament a configuration imitates. */
    public enum Profile {
        /** draws only: no forfeits, byes, withdrawals or late entries */
        CALM,
        /** a little of everything */
        MIXED,
        /** many forfeits, withdrawals and half-point byes */
        HEAVY_ABSENCES,
        /** many late entries, some joining as late as mid-tournament */
        LATE_ENTRIES
    }

    /** A configuration and the profile it was drawn from. */
    public record Varied(Profile profile, GeneratorConfig config) {
    }

    static final int MIN_ROUNDS = 5;
    static final int MAX_ROUNDS = 13;

    private VariedConfigs() {
    }

    /**
     * @param seed       the tournament's seed (also the generator's seed)
     * @param minPlayers fewest players (at least {@value #MIN_ROUNDS} + 1)
     * @param maxPlayers most players
     * @return a configuration of minPlayers..maxPlayers players and 5..13 rounds
     */
    public static Varied of(long seed, int minPlayers, int maxPlayers) {
        SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L);
        int lo = Math.max(minPlayers, MIN_ROUNDS + 1);
        int players = lo + r.nextInt(Math.max(maxPlayers, lo) - lo + 1);
        int rounds = MIN_ROUNDS + r.nextInt(Math.min(MAX_ROUNDS, players - 1) - MIN_ROUNDS + 1);
        int lowest = 1000 + r.nextInt(800);
        int highest = lowest + 100 + r.nextInt(1600);
        Colour colour = r.nextBoolean() ? Colour.WHITE : Colour.BLACK;
        double draws = between(r, 0.05, 0.6);
        int p = r.nextInt(20);
        Profile profile = p < 3 ? Profile.CALM : p < 14 ? Profile.MIXED : p < 17 ? Profile.HEAVY_ABSENCES
                : Profile.LATE_ENTRIES;
        GeneratorConfig c = switch (profile) {
            case CALM -> new GeneratorConfig(players, rounds, seed, lowest, highest, draws, 0, 0, 0, 0, colour);
            case MIXED -> new GeneratorConfig(players, rounds, seed, lowest, highest, draws, between(r, 0.01, 0.15),
                    between(r, 0.02, 0.2), between(r, 0.01, 0.08), between(r, 0.02, 0.15), colour,
                    3 + r.nextInt(3));
            case HEAVY_ABSENCES -> new GeneratorConfig(players, rounds, seed, lowest, highest, draws,
                    between(r, 0.2, 0.45), between(r, 0.15, 0.3), between(r, 0.1, 0.25), between(r, 0.03, 0.1),
                    colour, 3);
            case LATE_ENTRIES -> new GeneratorConfig(players, rounds, seed, lowest, highest, draws,
                    between(r, 0.02, 0.1), between(r, 0.03, 0.1), between(r, 0.01, 0.05), between(r, 0.25, 0.5),
                    colour, Math.max(3, rounds / 2 + 1));
        };
        return new Varied(profile, c);
    }

    private static double between(SplittableRandom r, double from, double to) {
        return Math.round((from + r.nextDouble() * (to - from)) * 1000) / 1000.0;
    }
}
