package org.chessarbiter.tournament.model.mapping;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.model.AuditAction;
import org.chessarbiter.tournament.model.AuditEntry;
import org.chessarbiter.tournament.model.ChangeGrade;
import org.chessarbiter.tournament.model.Confirmation;
import org.chessarbiter.tournament.model.GameKind;
import org.chessarbiter.tournament.model.Pairing;
import org.chessarbiter.tournament.model.Parameter;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.Round;
import org.chessarbiter.tournament.model.Scoring;
import org.chessarbiter.tournament.model.Team;
import org.chessarbiter.tournament.model.TeamMatch;
import org.chessarbiter.tournament.model.Tournament;
import org.chessarbiter.tournament.model.TournamentFactory;

/** Builds the EMF model of a plain-Java {@link org.chessarbiter.tournament.core.Tournament}. */
final class PlainToModel {

    private static final TournamentFactory F = TournamentFactory.eINSTANCE;

    private PlainToModel() {
    }

    static Tournament convert(org.chessarbiter.tournament.core.Tournament t) {
        Tournament m = F.createTournament();
        info(t.info(), m);
        m.setScoring(scoring(t.scoring()));
        t.matches().ifPresent(ms -> m.setMatchScoring(matchScoring(ms)));
        Map<Integer, Player> players = new HashMap<>();
        for (org.chessarbiter.tournament.core.Player p : t.players()) {
            Player mp = player(p);
            players.put(p.startNumber(), mp);
            m.getPlayers().add(mp);
        }
        for (Withdrawal w : t.withdrawals()) {
            Player mp = players.get(w.player());
            if (mp != null) {
                mp.setWithdrawn(true);
                mp.setWithdrawnAfterRound(w.lastRound());
            }
        }
        for (LateEntry e : t.lateEntries()) {
            if (players.containsKey(e.player())) {
                players.get(e.player()).setFirstRound(e.firstRound());
            }
        }
        for (org.chessarbiter.tournament.core.Team team : t.teams()) {
            Team mt = F.createTeam();
            mt.setStartNumber(team.number());
            mt.setName(team.name());
            mt.setBoards(team.boards());
            team.members().stream().map(players::get).filter(java.util.Objects::nonNull).forEach(mt.getMembers()::add);
            m.getTeams().add(mt);
        }
        for (org.chessarbiter.tournament.core.Round r : t.rounds()) {
            Round mr = round(r, players);
            teamMatches(mr, m.getTeams());
            m.getRounds().add(mr);
        }
        for (org.chessarbiter.tournament.core.AuditEntry e : t.audit().entries()) {
            m.getAuditTrail().add(auditEntry(e));
        }
        m.setFideMode(t.audit().fideMode());
        return m;
    }

    private static AuditEntry auditEntry(org.chessarbiter.tournament.core.AuditEntry e) {
        AuditEntry me = F.createAuditEntry();
        me.setRound(e.round());
        me.setAction(AuditAction.get(e.action().name()));
        me.getPlayers().addAll(e.players());
        me.getBefore().addAll(e.before());
        me.getAfter().addAll(e.after());
        me.setGrade(ChangeGrade.get(e.grade().name()));
        me.setConfirmation(Confirmation.get(e.confirmation().name()));
        me.getMessages().addAll(e.messages());
        me.setTimestamp(e.timestamp());
        return me;
    }

    /**
     * The team matches of a round (derived, for the views: the games are the round's pairings): the
     * games between the members of two teams, the team of the first game's first player at home.
     */
    private static void teamMatches(Round round, List<Team> teams) {
        Map<Player, Team> teamOf = new HashMap<>();
        teams.forEach(team -> team.getMembers().forEach(p -> teamOf.put(p, team)));
        Map<List<Team>, TeamMatch> matches = new java.util.LinkedHashMap<>();
        for (Pairing p : round.getPairings()) {
            Team a = teamOf.get(p.getFirst());
            Team b = p.getSecond() == null ? null : teamOf.get(p.getSecond());
            if (a == null || b == null || a == b) {
                continue;
            }
            List<Team> key = a.getStartNumber() < b.getStartNumber() ? List.of(a, b) : List.of(b, a);
            TeamMatch match = matches.computeIfAbsent(key, k -> {
                TeamMatch tm = F.createTeamMatch();
                tm.setHome(a);
                tm.setAway(b);
                return tm;
            });
            match.getGames().add(p);
        }
        round.getTeamMatches().addAll(matches.values());
    }

    private static void info(TournamentInfo i, Tournament m) {
        m.setName(i.name());
        m.setGame(GameKind.get(i.game().name()));
        m.setLawEdition(i.lawEdition());
        m.setTeamEvent(i.teamEvent());
        m.setSystem(i.system().name());
        new java.util.TreeMap<>(i.systemParameters()).forEach((k, v) -> {
            Parameter p = F.createParameter();
            p.setKey(k);
            p.setValue(v);
            m.getParameters().add(p);
        });
        m.setNumberOfRounds(i.plannedRounds());
        m.setCity(i.city());
        m.setFederation(i.federation());
        m.setStartDate(i.startDate());
        m.setEndDate(i.endDate());
        m.setChiefArbiter(i.chiefArbiter());
        m.setTimeControl(i.timeControl());
        m.getTieBreaks().addAll(i.tieBreaks());
    }

    private static Scoring scoring(org.chessarbiter.tournament.core.Scoring s) {
        Scoring m = F.createScoring();
        m.setWin(ModelCodes.points(s.win()));
        m.setDraw(ModelCodes.points(s.draw()));
        m.setLoss(ModelCodes.points(s.loss()));
        m.setForfeitWin(ModelCodes.points(s.forfeitWin()));
        m.setForfeitLoss(ModelCodes.points(s.forfeitLoss()));
        m.setPairingAllocatedBye(ModelCodes.points(s.pairingBye()));
        m.setHalfPointBye(ModelCodes.points(s.halfBye()));
        m.setFullPointBye(ModelCodes.points(s.fullBye()));
        m.setZeroPointBye(ModelCodes.points(s.zeroBye()));
        return m;
    }

    private static org.chessarbiter.tournament.model.MatchScoring matchScoring(MatchScoring s) {
        org.chessarbiter.tournament.model.MatchScoring m = F.createMatchScoring();
        m.setMatchWin(ModelCodes.points(s.matchWin()));
        m.setMatchDraw(ModelCodes.points(s.matchDraw()));
        m.setMatchLoss(ModelCodes.points(s.matchLoss()));
        m.setAbsentOpponentMatchPoints(ModelCodes.points(s.absentOpponentMatchPoints()));
        m.setAbsentOpponentGamePoints(ModelCodes.points(s.absentOpponentGamePoints()));
        return m;
    }

    private static Player player(org.chessarbiter.tournament.core.Player p) {
        Player m = F.createPlayer();
        m.setStartNumber(p.startNumber());
        m.setName(p.name());
        m.setSex(p.sex());
        m.setTitle(p.title());
        m.setNationalGrade(p.nationalGrade());
        m.setBirthDate(p.birthDate());
        m.setFederation(p.federation());
        m.setClub(p.club());
        m.setFideId(p.fideId() == 0 ? "" : Long.toString(p.fideId()));
        m.setFideRating(p.fideRating());
        m.setNationalRating(p.nationalRating());
        return m;
    }

    private static Round round(org.chessarbiter.tournament.core.Round r, Map<Integer, Player> players) {
        Round m = F.createRound();
        m.setNumber(r.number());
        m.setDate(r.date());
        m.setPublished(r.published());
        for (org.chessarbiter.tournament.core.Pairing p : r.pairings()) {
            Pairing mp = F.createPairing();
            mp.setBoard(p.board());
            mp.setFirst(players.get(p.first()));
            mp.setSecond(players.get(p.second()));
            for (GameResult g : p.games()) {
                mp.getResults().add(ModelCodes.result(g));
            }
            mp.setScoresheet(p.scoresheet());
            m.getPairings().add(mp);
        }
        for (Bye b : r.byes()) {
            Pairing mp = F.createPairing();
            mp.setFirst(players.get(b.player()));
            mp.setBye(ModelCodes.bye(b.kind()));
            m.getPairings().add(mp);
        }
        return m;
    }
}
