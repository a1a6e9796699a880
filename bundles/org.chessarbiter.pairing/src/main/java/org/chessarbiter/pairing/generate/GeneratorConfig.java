package org.chessarbiter.pairing.generate;

import org.chessarbiter.pairing.Colour;

/**
 * Parameters of a random tournament. Rates are probabilities in [0, 1].
 *
 * @param players          number of players
 * @param rounds           number of rounds
 * @param seed             random seed (the same seed gives the same tournament)
 * @param lowestRating     lowest rating drawn
 * @param highestRating    highest rating drawn
 * @param drawRate         probability that a played game is drawn
 * @param forfeitRate      probability that a game is lost by forfeit (one player does not appear)
 * @param withdrawalRate   probability that a player withdraws at some round after the first
 * @param halfPointByeRate probability, per player and round (not the last), of a requested
 *                         half-point bye
 * @param lateEntryRate    probability that a player joins late, in a round from 2 to
 *                         {@code latestEntryRound} (absent with a zero-point bye before)
 * @param initialColour    colour of the top-ranked player in round 1
 * @param latestEntryRound the last round in which a late entrant may join (at least 2; capped by
 *                         the number of rounds)
 */
public record GeneratorConfig(int players, int rounds, long seed, int lowestRating, int highestRating,
        double drawRate, double forfeitRate, double withdrawalRate, double halfPointByeRate, double lateEntryRate,
        Colour initialColour, int latestEntryRound) {

    /** Late entrants join in round 2 or 3 unless told otherwise. */
    public static final int DEFAULT_LATEST_ENTRY_ROUND = 3;

    /** A configuration whose late entrants join in round 2 or 3. */
    public GeneratorConfig(int players, int rounds, long seed, int lowestRating, int highestRating, double drawRate,
            double forfeitRate, double withdrawalRate, double halfPointByeRate, double lateEntryRate,
            Colour initialColour) {
        this(players, rounds, seed, lowestRating, highestRating, drawRate, forfeitRate, withdrawalRate,
                halfPointByeRate, lateEntryRate, initialColour, DEFAULT_LATEST_ENTRY_ROUND);
    }

    /** @return true when the generator can use this configuration */
    public boolean valid() {
        return players >= 2 && rounds >= 1 && lowestRating <= highestRating && lowestRating >= 0
                && rate(drawRate) && rate(forfeitRate) && rate(withdrawalRate) && rate(halfPointByeRate)
                && rate(lateEntryRate) && initialColour != null && latestEntryRound >= 2;
    }

    /** @return the same configuration with late entrants joining up to round {@code round} */
    public GeneratorConfig withLatestEntryRound(int round) {
        return new GeneratorConfig(players, rounds, seed, lowestRating, highestRating, drawRate, forfeitRate,
                withdrawalRate, halfPointByeRate, lateEntryRate, initialColour, round);
    }

    private static boolean rate(double r) {
        return r >= 0 && r <= 1;
    }

    /** A plain tournament: ratings 1400-2600, 30 % draws, no forfeits, byes or withdrawals. */
    public static GeneratorConfig simple(int players, int rounds, long seed) {
        return new GeneratorConfig(players, rounds, seed, 1400, 2600, 0.3, 0, 0, 0, 0, Colour.WHITE);
    }
}
