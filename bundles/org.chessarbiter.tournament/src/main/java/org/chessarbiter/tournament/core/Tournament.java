package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The plain-Java tournament value: what it is, how it scores, who plays (players, teams), the
 * rounds played or paired, withdrawals and late entries, and for events of multi-game matches
 * (Luật cờ Tướng 2004 Điều 21.2) the match scoring. Immutable; "with" methods return copies.
 * The EMF model mirrors it; engines (pairing, standings, TRF) use this type only.
 */
public record Tournament(TournamentInfo info, Scoring scoring, List<Player> players, List<Team> teams,
        List<Round> rounds, List<Withdrawal> withdrawals, List<LateEntry> lateEntries, Optional<MatchScoring> matches,
        AuditTrail audit) {

    /** A tournament without manual pairing changes (its audit trail empty: FIDE mode on). */
    public Tournament(TournamentInfo info, Scoring scoring, List<Player> players, List<Team> teams,
            List<Round> rounds, List<Withdrawal> withdrawals, List<LateEntry> lateEntries, Optional<MatchScoring> matches) {
        this(info, scoring, players, teams, rounds, withdrawals, lateEntries, matches, AuditTrail.EMPTY);
    }

    public Tournament(TournamentInfo info, Scoring scoring, List<Player> players, List<Team> teams,
            List<Round> rounds, List<Withdrawal> withdrawals, List<LateEntry> lateEntries) {
        this(info, scoring, players, teams, rounds, withdrawals, lateEntries, Optional.empty());
    }

    public Tournament {
        players = List.copyOf(players);
        teams = List.copyOf(teams);
        rounds = List.copyOf(rounds);
        withdrawals = List.copyOf(withdrawals);
        lateEntries = List.copyOf(lateEntries);
        java.util.Objects.requireNonNull(audit, "audit");
        // one scoring of the games: the matches' games are scored by this tournament's scoring
        matches = matches.map(m -> m.games().equals(scoring) ? m : new MatchScoring(scoring, m.matchWin(), m.matchDraw(),
                m.matchLoss(), m.absentOpponentMatchPoints(), m.absentOpponentGamePoints()));
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

    /**
     * The last round whose results are all in ({@link Round#isComplete}), 0 when there is none: the round after which
     * standings are taken unless another is asked for.
     */
    public int lastCompleteRound() {
        return rounds.stream().filter(Round::isComplete).mapToInt(Round::number).max().orElse(0);
    }

    public Tournament withRound(Round round) {
        List<Round> rs = new ArrayList<>(rounds);
        rs.removeIf(r -> r.number() == round.number());
        rs.add(round);
        rs.sort(java.util.Comparator.comparingInt(Round::number));
        return new Tournament(info, scoring, players, teams, rs, withdrawals, lateEntries, matches, audit);
    }

    public Tournament withInfo(TournamentInfo i) {
        return new Tournament(i, scoring, players, teams, rounds, withdrawals, lateEntries, matches, audit);
    }

    /** This tournament with {@code ps} as its players (and everything else as it is). */
    public Tournament withPlayers(List<Player> ps) {
        return new Tournament(info, scoring, ps, teams, rounds, withdrawals, lateEntries, matches, audit);
    }

    /** This tournament with {@code rs} as its rounds, in order of their numbers. */
    public Tournament withRounds(List<Round> rs) {
        List<Round> sorted = new ArrayList<>(rs);
        sorted.sort(java.util.Comparator.comparingInt(Round::number));
        return new Tournament(info, scoring, players, teams, sorted, withdrawals, lateEntries, matches, audit);
    }

    public Tournament withScoring(Scoring s) {
        return new Tournament(info, s, players, teams, rounds, withdrawals, lateEntries, matches, audit);
    }

    public Tournament withWithdrawal(Withdrawal w) {
        List<Withdrawal> ws = new ArrayList<>(withdrawals);
        ws.add(w);
        return new Tournament(info, scoring, players, teams, rounds, ws, lateEntries, matches, audit);
    }

    public Tournament withTeams(List<Team> ts) {
        return new Tournament(info, scoring, players, ts, rounds, withdrawals, lateEntries, matches, audit);
    }

    public Tournament withLateEntry(LateEntry e) {
        List<LateEntry> es = new ArrayList<>(lateEntries);
        es.add(e);
        return new Tournament(info, scoring, players, teams, rounds, withdrawals, es, matches, audit);
    }

    /** This tournament scored by matches (Luật cờ Tướng 2004 Điều 21.2): the scoring of the games becomes {@code m.games()}. */
    public Tournament withMatches(MatchScoring m) {
        return new Tournament(info, m.games(), players, teams, rounds, withdrawals, lateEntries, Optional.of(m), audit);
    }

    /** This tournament with {@code a} as its audit trail. */
    public Tournament withAudit(AuditTrail a) {
        return new Tournament(info, scoring, players, teams, rounds, withdrawals, lateEntries, matches, a);
    }
}
