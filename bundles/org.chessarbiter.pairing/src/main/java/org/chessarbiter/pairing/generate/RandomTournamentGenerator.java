package org.chessarbiter.pairing.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.dutch.BakuAcceleration;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Plays a random tournament with a pairing system: ratings drawn uniformly, players numbered by
 * rating; each round, absences (late entries, requested half-point byes, withdrawals) are decided,
 * the system pairs the others, and every game gets a result: a forfeit, a draw, or a win drawn
 * from the Elo expectation of the two ratings.
 */
public final class RandomTournamentGenerator {

    private RandomTournamentGenerator() {
    }

    /** @return the tournament, or an error value for an unusable configuration (never throws) */
    public static GenerationResult generate(GeneratorConfig c, PairingSystem system) {
        return generate(c, system, false);
    }

    /**
     * @param accelerate true to pair with the Baku acceleration (C.04.5.1); the record then holds
     *                   the virtual points given, so that a TRF writer can write them (XXA)
     * @return the tournament, or an error value for an unusable configuration (never throws)
     */
    public static GenerationResult generate(GeneratorConfig c, PairingSystem system, boolean accelerate) {
        GenerationResult g = play(c, system, PairingOptions.standard(c.initialColour()).withAcceleration(accelerate));
        if (!accelerate || g.record().players().isEmpty()) {
            return g;
        }
        TournamentRecord r = g.record();
        Acceleration given = BakuAcceleration.of(r.requestFor(Math.max(1, r.totalRounds())));
        return new GenerationResult(new TournamentRecord(r.totalRounds(), r.players(), r.options(), given),
                g.roundsPaired(), g.errors());
    }

    private static GenerationResult play(GeneratorConfig c, PairingSystem system, PairingOptions options) {
        if (!c.valid()) {
            return new GenerationResult(new TournamentRecord(Math.max(c.rounds(), 0), List.of(),
                    PairingOptions.standard(Colour.WHITE)), 0, List.of(Problem.error(ProblemKind.ILLEGAL,
                            Location.part("config"), Message.of(PairingSystem.class, "error.generatorConfig", c.players(), c.rounds()))));
        }
        SplittableRandom rnd = new SplittableRandom(c.seed());
        int n = c.players();
        int[] ratings = new int[n];
        for (int i = 0; i < n; i++) {
            ratings[i] = c.lowestRating() + rnd.nextInt(c.highestRating() - c.lowestRating() + 1);
        }
        Arrays.sort(ratings);
        int[] entry = new int[n];
        int[] withdrawal = new int[n];
        for (int i = 0; i < n; i++) {
            entry[i] = c.rounds() > 2 && rnd.nextDouble() < c.lateEntryRate()
                    ? 2 + rnd.nextInt(Math.min(c.latestEntryRound(), c.rounds()) - 1) : 1;
            withdrawal[i] = c.rounds() > 1 && rnd.nextDouble() < c.withdrawalRate()
                    ? 2 + rnd.nextInt(c.rounds() - 1) : c.rounds() + 1;
        }
        List<List<PastRound>> history = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            history.add(new ArrayList<>());
        }
        for (int round = 1; round <= c.rounds(); round++) {
            List<PairingPlayer> players = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Availability a = availability(c, rnd, round, entry[i], withdrawal[i]);
                List<PastRound> past = new ArrayList<>(history.get(i));
                while (past.size() < round - 1) {
                    past.add(PastRound.bye(RoundKind.ZERO_POINT_BYE, 0)); // withdrawn
                }
                int points = past.stream().mapToInt(PastRound::points).sum();
                players.add(new PairingPlayer(i + 1, "Player " + (i + 1), ratings[n - 1 - i], points, past, a));
            }
            PairingOutcome out = system.pair(new PairingRequest(round, c.rounds(), players, options));
            if (out instanceof PairingOutcome.Failed f) {
                return new GenerationResult(record(c, history, ratings, options), round - 1, f.errors());
            }
            play(out.orThrow(), players, history, ratings, c, rnd, options);
        }
        return new GenerationResult(record(c, history, ratings, options), c.rounds(), List.of());
    }

    private static Availability availability(GeneratorConfig c, SplittableRandom rnd, int round, int entry, int withdrawal) {
        if (round >= withdrawal) {
            return Availability.WITHDRAWN;
        }
        if (round < entry) {
            return Availability.ABSENT;
        }
        if (round < c.rounds() && rnd.nextDouble() < c.halfPointByeRate()) {
            return Availability.HALF_POINT_BYE;
        }
        return Availability.PRESENT;
    }

    private static void play(RoundPairing p, List<PairingPlayer> players, List<List<PastRound>> history, int[] ratings,
            GeneratorConfig c, SplittableRandom rnd, PairingOptions options) {
        int n = players.size();
        PastRound[] now = new PastRound[n];
        for (Board b : p.boards()) {
            int w = b.white() - 1;
            int k = b.black() - 1;
            if (rnd.nextDouble() < c.forfeitRate()) {
                boolean whiteShows = rnd.nextBoolean();
                now[w] = new PastRound(b.black(), Colour.WHITE, whiteShows ? RoundKind.FORFEIT_WIN : RoundKind.FORFEIT_LOSS,
                        whiteShows ? options.winPoints() : 0);
                now[k] = new PastRound(b.white(), Colour.BLACK, whiteShows ? RoundKind.FORFEIT_LOSS : RoundKind.FORFEIT_WIN,
                        whiteShows ? 0 : options.winPoints());
                continue;
            }
            int whitePoints;
            if (rnd.nextDouble() < c.drawRate()) {
                whitePoints = options.drawPoints();
            } else {
                double expected = 1 / (1 + Math.pow(10, (ratings[n - 1 - k] - ratings[n - 1 - w]) / 400.0));
                whitePoints = rnd.nextDouble() < expected ? options.winPoints() : 0;
            }
            now[w] = PastRound.played(b.black(), Colour.WHITE, whitePoints);
            now[k] = PastRound.played(b.white(), Colour.BLACK, options.winPoints() - whitePoints);
        }
        for (Bye bye : p.byes()) {
            now[bye.player() - 1] = switch (bye.kind()) {
                case PAIRING_ALLOCATED -> PastRound.bye(RoundKind.PAIRING_BYE, options.pairingByePoints());
                case HALF_POINT -> PastRound.bye(RoundKind.HALF_POINT_BYE, options.drawPoints());
                case FULL_POINT -> PastRound.bye(RoundKind.FULL_POINT_BYE, options.winPoints());
                case ZERO_POINT -> PastRound.bye(RoundKind.ZERO_POINT_BYE, 0);
            };
        }
        for (int i = 0; i < n; i++) {
            if (now[i] != null) {
                history.get(i).add(now[i]);
            }
        }
    }

    private static TournamentRecord record(GeneratorConfig c, List<List<PastRound>> history, int[] ratings,
            PairingOptions options) {
        int n = history.size();
        List<TournamentRecord.Entrant> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new TournamentRecord.Entrant(i + 1, "Player " + (i + 1), ratings[n - 1 - i], history.get(i)));
        }
        return new TournamentRecord(c.rounds(), out, options);
    }
}
