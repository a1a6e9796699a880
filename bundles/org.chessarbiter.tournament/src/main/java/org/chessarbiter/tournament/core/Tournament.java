package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The plain-Java tournament value: what it is, how it scores, who plays (players, teams), the
 * rounds played or paired, withdrawals and late entries. Immutable; "with" methods return copies.
 * The EMF model mirrors it; engines (pairing, standings, TRF) use this type only.
 */
public record Tournament(TournamentInfo info, Scoring scoring, List<Player> players, List<Team> teams,
        List<Round> rounds, List<Withdrawal> withdrawals, List<LateEntry> lateEntries) {

    public Tournament {
        players = List.copyOf(players);
        teams = List.copyOf(teams);
        rounds = List.copyOf(rounds);
        withdrawals = List.copyOf(withdrawals);
        lateEntries = List.copyOf(lateEntries);
    }

    public static Tournament of(TournamentInfo info, List<Player> players, List<Round> rounds) {
        return new Tournament(info, Scoring.fide(), players, List.of(), rounds, List.of(), List.of());
    }

    public Optional<Player> player(int startNumber) {
        return players.stream().filter(p -> p.startNumber() == startNumber).findFirst();
    }

    /** The number of rounds: the planned number, or the number of rounds present if larger. */
    public int numberOfRounds() {
        return Math.max(info.plannedRounds(), rounds.size());
    }

    public Tournament withRound(Round round) {
        List<Round> rs = new ArrayList<>(rounds);
        rs.removeIf(r -> r.number() == round.number());
        rs.add(round);
        rs.sort(java.util.Comparator.comparingInt(Round::number));
        return new Tournament(info, scoring, players, teams, rs, withdrawals, lateEntries);
    }

    public Tournament withScoring(Scoring s) {
        return new Tournament(info, s, players, teams, rounds, withdrawals, lateEntries);
    }

    public Tournament withWithdrawal(Withdrawal w) {
        List<Withdrawal> ws = new ArrayList<>(withdrawals);
        ws.add(w);
        return new Tournament(info, scoring, players, teams, rounds, ws, lateEntries);
    }

    public Tournament withTeams(List<Team> ts) {
        return new Tournament(info, scoring, players, ts, rounds, withdrawals, lateEntries);
    }

    public Tournament withLateEntry(LateEntry e) {
        List<LateEntry> es = new ArrayList<>(lateEntries);
        es.add(e);
        return new Tournament(info, scoring, players, teams, rounds, withdrawals, es);
    }
}
