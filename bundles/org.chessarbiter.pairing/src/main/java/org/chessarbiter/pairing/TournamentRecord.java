package org.chessarbiter.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.Objects;

/**
 * A tournament as played so far, in the plain values of this package: every player with one entry
 * per round it took part in (a game, a forfeit, or a bye of some kind). A player whose list is
 * shorter than the rounds played had withdrawn. It is what the checker replays and what the random
 * generator produces; the tournament bundle maps TRF files and its model onto it.
 *
 * @param totalRounds the planned number of rounds
 * @param players     the players, in start-number order
 * @param options     scoring and colour options (initial colour of round 1)
 * @param acceleration virtual points given to players (C.04.5; TRF XXA / 250), passed to each request
 */
public record TournamentRecord(int totalRounds, List<Entrant> players, PairingOptions options,
        Acceleration acceleration) {

    /** A tournament without given virtual points. */
    public TournamentRecord(int totalRounds, List<Entrant> players, PairingOptions options) {
        this(totalRounds, players, options, Acceleration.NONE);
    }

    /**
     * A player and its rounds.
     *
     * @param id     start number
     * @param name   name (may be empty)
     * @param rating rating, 0 when unrated
     * @param rounds one entry per round from round 1; shorter than the rounds played once withdrawn
     */
    public record Entrant(int id, String name, int rating, List<PastRound> rounds) {
        public Entrant {
            Objects.requireNonNull(name, "name");
            rounds = List.copyOf(rounds);
        }
    }

    public TournamentRecord {
        players = List.copyOf(players);
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(acceleration, "acceleration");
    }

    /** @return the number of rounds with at least one entry */
    public int roundsPlayed() {
        return players.stream().mapToInt(p -> p.rounds().size()).max().orElse(0);
    }

    /**
     * The request to pair round {@code round} (1-based) as it stood before that round: results of
     * the earlier rounds, and who was to be paired (a game or the pairing-allocated bye in that
     * round), absent with a bye, or withdrawn (no entry).
     */
    public PairingRequest requestFor(int round) {
        return request(round, totalRounds, e -> availabilityIn(e, round));
    }

    /**
     * The request to pair round {@code round}, after the rounds recorded: everybody is to be paired
     * but the players {@code announced} lists (byes entered in advance, withdrawals).
     */
    public PairingRequest requestAfterRecorded(int round, Map<Integer, Availability> announced) {
        return request(round, Math.max(totalRounds, round), e -> announced.getOrDefault(e.id(), Availability.PRESENT));
    }

    private PairingRequest request(int round, int total, Function<Entrant, Availability> availability) {
        List<PairingPlayer> list = new ArrayList<>();
        for (Entrant e : players) {
            List<PastRound> history = new ArrayList<>();
            int points = 0;
            for (int r = 0; r < round - 1; r++) {
                PastRound pr = r < e.rounds().size() ? e.rounds().get(r) : PastRound.bye(RoundKind.ZERO_POINT_BYE, 0);
                history.add(pr);
                points += pr.points();
            }
            list.add(new PairingPlayer(e.id(), e.name(), e.rating(), points, history, availability.apply(e)));
        }
        return new PairingRequest(round, total, list, options, acceleration);
    }

    private static Availability availabilityIn(Entrant e, int round) {
        if (round - 1 >= e.rounds().size()) {
            return Availability.WITHDRAWN;
        }
        return switch (e.rounds().get(round - 1).kind()) {
            case PLAYED, FORFEIT_WIN, FORFEIT_LOSS, PAIRING_BYE -> Availability.PRESENT;
            case HALF_POINT_BYE -> Availability.HALF_POINT_BYE;
            case FULL_POINT_BYE -> Availability.FULL_POINT_BYE;
            case ZERO_POINT_BYE -> Availability.ABSENT;
        };
    }

    /** @return the boards of round {@code round} as recorded (board numbers in start-number order) */
    public List<Board> recordedBoards(int round) {
        List<Board> out = new ArrayList<>();
        for (Entrant e : players) {
            if (round - 1 < e.rounds().size()) {
                PastRound r = e.rounds().get(round - 1);
                if (r.kind().hasOpponent() && r.colour() == Colour.WHITE) {
                    out.add(new Board(out.size() + 1, e.id(), r.opponent()));
                }
            }
        }
        return out;
    }

    /** @return the player who had the pairing-allocated bye in round {@code round}, or 0 */
    public int recordedPairingBye(int round) {
        for (Entrant e : players) {
            if (round - 1 < e.rounds().size() && e.rounds().get(round - 1).kind() == RoundKind.PAIRING_BYE) {
                return e.id();
            }
        }
        return 0;
    }
}
