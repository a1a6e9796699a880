package org.chessarbiter.pairing.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;

/**
 * Maps the plain-Java tournament model ({@link Tournament}) onto a {@link PairingTournament}: one
 * entry per player and round from the pairings and byes, points by the tournament's scoring (in
 * tenths: the engines use exact integer arithmetic), the rounds paired so far, and the byes
 * announced for the next round. A player missing from the last rounds (withdrawn, 000 Part 2 Art.
 * 4) has a shorter list; one missing from a round in between was absent (a zero-point round).
 */
public final class TournamentRecords {

    private TournamentRecords() {
    }

    /**
     * @param t            the tournament
     * @param initial      the colour of round 1's first-ranked player when known (XXC / 152), else
     *                     empty: it is read from round 1 when played, white otherwise
     * @param acceleration virtual points given by the file (XXA / 250)
     * @param systemCode   the system line, "" when none
     * @param problems     receives located problems (a scoring not expressible in tenths)
     */
    public static PairingTournament of(Tournament t, Optional<Colour> initial, Acceleration acceleration,
            String systemCode, List<Problem> problems) {
        Scoring s = t.scoring();
        int win = tenths(s.win(), "scoring.win", problems);
        int draw = tenths(s.draw(), "scoring.draw", problems);
        int bye = tenths(s.pairingBye(), "scoring.pairingBye", problems);
        int paired = 0;
        Set<Integer> withResults = new HashSet<>();
        for (Round r : t.rounds()) {
            if (!r.pairings().isEmpty() || r.byes().stream().anyMatch(b -> b.kind() == ByeKind.PAIRING_ALLOCATED)) {
                paired = Math.max(paired, r.number());
            }
            if (r.pairings().stream().anyMatch(p -> p.games().stream().anyMatch(g -> g != GameResult.NOT_YET_PLAYED
                    && g != GameResult.ADJOURNED))) {
                withResults.add(r.number());
            }
        }
        List<TournamentRecord.Entrant> entrants = new ArrayList<>();
        for (Player p : t.players().stream().sorted(java.util.Comparator.comparingInt(Player::startNumber)).toList()) {
            entrants.add(new TournamentRecord.Entrant(p.startNumber(), p.name(), p.fideRating(),
                    rounds(t, p.startNumber(), paired, s, problems)));
        }
        Map<Integer, Availability> upcoming = upcoming(t, paired + 1);
        PairingOptions options = new PairingOptions(Colour.WHITE, false, win, draw, bye);
        TournamentRecord asPlayed = new TournamentRecord(t.numberOfRounds(), entrants, options, acceleration);
        Colour colour = initial.orElseGet(() -> InitialColours.fromRoundOne(asPlayed).orElse(Colour.WHITE));
        TournamentRecord record = new TournamentRecord(t.numberOfRounds(), entrants,
                new PairingOptions(colour, false, win, draw, bye), acceleration);
        return new PairingTournament(record, paired, upcoming, withResults, systemCode);
    }

    private static List<PastRound> rounds(Tournament t, int id, int paired, Scoring s, List<Problem> problems) {
        List<PastRound> out = new ArrayList<>();
        int last = 0;
        for (int r = 1; r <= paired; r++) {
            PastRound pr = entry(t, id, r, s, problems);
            if (pr != null) {
                last = r;
            }
            out.add(pr == null ? PastRound.bye(RoundKind.ZERO_POINT_BYE, 0) : pr);
        }
        // trailing rounds without any entry: withdrawn (TournamentRecord: a shorter list)
        return new ArrayList<>(out.subList(0, last));
    }

    private static PastRound entry(Tournament t, int id, int number, Scoring s, List<Problem> problems) {
        Optional<Round> round = t.rounds().stream().filter(r -> r.number() == number).findFirst();
        if (round.isEmpty()) {
            return null;
        }
        for (Pairing p : round.get().pairings()) {
            if (p.involves(id)) {
                boolean first = p.first() == id;
                Outcome o = first ? p.result().forFirst() : p.result().forSecond();
                return RoundEntries.game(first ? p.second() : p.first(), first, o,
                        tenths(s.points(o), "scoring", problems));
            }
        }
        for (Bye b : round.get().byes()) {
            if (b.player() == id) {
                return RoundEntries.bye(b.kind(), tenths(s.points(b.kind().outcome()), "scoring", problems));
            }
        }
        return null;
    }

    /** Who is announced as not paired in round {@code round}: byes entered in advance, withdrawals. */
    private static Map<Integer, Availability> upcoming(Tournament t, int round) {
        Map<Integer, Availability> out = new HashMap<>();
        t.rounds().stream().filter(r -> r.number() == round).flatMap(r -> r.byes().stream()).forEach(b -> out.put(b.player(),
                switch (b.kind()) {
                    case HALF_POINT -> Availability.HALF_POINT_BYE;
                    case FULL_POINT -> Availability.FULL_POINT_BYE;
                    case PAIRING_ALLOCATED -> Availability.PRESENT;
                    default -> Availability.ABSENT;
                }));
        t.withdrawals().stream().filter(w -> w.lastRound() < round).forEach(w -> out.put(w.player(), Availability.WITHDRAWN));
        t.lateEntries().stream().filter(e -> e.firstRound() > round).forEach(e -> out.put(e.player(), Availability.ABSENT));
        out.values().removeIf(a -> a == Availability.PRESENT);
        return out;
    }

    /** @return the points in tenths; a value that is not a whole number of tenths is a located problem */
    static int tenths(Points p, String field, List<Problem> problems) {
        long scaled = p.numerator() * 10;
        if (scaled % p.denominator() != 0) {
            problems.add(Problem.error(ProblemKind.ILLEGAL, Location.UNKNOWN.inField(field),
                    Message.of(TournamentRecords.class, "trf.pairing.tenths", p.toString())));
            return 0;
        }
        return (int) (scaled / p.denominator());
    }
}
