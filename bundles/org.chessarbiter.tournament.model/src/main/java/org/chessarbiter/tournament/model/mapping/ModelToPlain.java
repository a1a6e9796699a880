package org.chessarbiter.tournament.model.mapping;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Message;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.model.AuditEntry;
import org.chessarbiter.tournament.model.ByeKind;
import org.chessarbiter.tournament.model.Pairing;
import org.chessarbiter.tournament.model.Parameter;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.Result;
import org.chessarbiter.tournament.model.Round;
import org.chessarbiter.tournament.model.Team;
import org.chessarbiter.tournament.model.Tournament;

/**
 * Reads the plain-Java {@link org.chessarbiter.tournament.core.Tournament} out of the EMF model.
 * Bad data (a points value that is not a number, a pairing without its players, a player without a
 * positive start number, ...) is reported as a problem located at the element and left out;
 * everything else is kept.
 */
final class ModelToPlain {

    private final List<Problem> problems = new ArrayList<>();

    private ModelToPlain() {
    }

    static ParseResult<org.chessarbiter.tournament.core.Tournament> convert(Tournament m) {
        ModelToPlain c = new ModelToPlain();
        org.chessarbiter.tournament.core.Tournament t = c.tournament(m);
        return new ParseResult<>(t, c.problems);
    }

    private org.chessarbiter.tournament.core.Tournament tournament(Tournament m) {
        TournamentInfo info = info(m);
        Scoring scoring = scoring(m.getScoring());
        Optional<MatchScoring> matches = Optional.ofNullable(m.getMatchScoring()).map(ms -> matchScoring(ms, scoring));
        List<org.chessarbiter.tournament.core.Player> players = new ArrayList<>();
        List<Withdrawal> withdrawals = new ArrayList<>();
        List<LateEntry> late = new ArrayList<>();
        for (int i = 0; i < m.getPlayers().size(); i++) {
            Player p = m.getPlayers().get(i);
            if (p.getStartNumber() <= 0) {
                report(ProblemKind.ILLEGAL, Location.item("players", i), "model.startNumber", p.getStartNumber());
                continue;
            }
            players.add(player(p));
            if (p.isWithdrawn()) {
                withdrawals.add(new Withdrawal(p.getStartNumber(), p.getWithdrawnAfterRound()));
            }
            if (p.getFirstRound() > 1) {
                late.add(new LateEntry(p.getStartNumber(), p.getFirstRound()));
            }
        }
        List<org.chessarbiter.tournament.core.Team> teams = new ArrayList<>();
        for (int k = 0; k < m.getTeams().size(); k++) {
            Team team = m.getTeams().get(k);
            List<Integer> members = team.getMembers().stream().map(Player::getStartNumber).toList();
            if (team.getBoards() < 0 || team.getBoards() > members.size()) {
                report(ProblemKind.ILLEGAL, Location.item("teams", k), "model.boards", team.getBoards(), members.size());
                continue;
            }
            teams.add(new org.chessarbiter.tournament.core.Team(team.getStartNumber(), ModelCodes.text(team.getName()), members,
                    team.getBoards()));
        }
        List<org.chessarbiter.tournament.core.Round> rounds = new ArrayList<>();
        for (Round r : m.getRounds()) {
            rounds.add(round(r));
        }
        List<org.chessarbiter.tournament.core.AuditEntry> audit = new ArrayList<>();
        for (AuditEntry e : m.getAuditTrail()) {
            audit.add(new org.chessarbiter.tournament.core.AuditEntry(e.getRound(),
                    org.chessarbiter.tournament.core.AuditAction.valueOf(e.getAction().getName()), e.getPlayers(), e.getBefore(),
                    e.getAfter(), org.chessarbiter.tournament.core.ChangeGrade.valueOf(e.getGrade().getName()),
                    org.chessarbiter.tournament.core.Confirmation.valueOf(e.getConfirmation().getName()), e.getMessages(),
                    ModelCodes.text(e.getTimestamp())));
        }
        AuditTrail trail = new AuditTrail(audit);
        if (m.isFideMode() != trail.fideMode()) {
            // the mode is what the trail records: a switch that is not on the record does not count
            problems.add(Problem.warning(ProblemKind.INCONSISTENT, Location.UNKNOWN.inField("fideMode"),
                    Message.of(ModelToPlain.class, "model.fideModeUnrecorded", m.isFideMode(), trail.fideMode())));
        }
        return new org.chessarbiter.tournament.core.Tournament(info, scoring, players, teams, rounds, withdrawals, late, matches, trail);
    }

    private TournamentInfo info(Tournament m) {
        CompetitionSystem system = CompetitionSystem.OTHER;
        String name = ModelCodes.text(m.getSystem());
        try {
            system = name.isEmpty() ? CompetitionSystem.OTHER : CompetitionSystem.valueOf(name);
        } catch (IllegalArgumentException e) {
            report(ProblemKind.INVALID_SYNTAX, Location.UNKNOWN.inField("system"), "model.system", name);
        }
        Map<String, String> parameters = new HashMap<>();
        for (Parameter p : m.getParameters()) {
            parameters.put(ModelCodes.text(p.getKey()), ModelCodes.text(p.getValue()));
        }
        return new TournamentInfo(ModelCodes.text(m.getName()), GameKind.valueOf(m.getGame().getName()), ModelCodes.text(m.getLawEdition()),
                m.isTeamEvent(), system, parameters, m.getNumberOfRounds(), ModelCodes.text(m.getCity()),
                ModelCodes.text(m.getFederation()), ModelCodes.text(m.getStartDate()), ModelCodes.text(m.getEndDate()),
                ModelCodes.text(m.getChiefArbiter()), ModelCodes.text(m.getTimeControl()),
                m.getTieBreaks().stream().map(ModelCodes::text).toList());
    }

    private Scoring scoring(org.chessarbiter.tournament.model.Scoring s) {
        if (s == null) {
            return Scoring.fide();
        }
        return new Scoring(points("scoring.win", s.getWin()), points("scoring.draw", s.getDraw()), points("scoring.loss", s.getLoss()),
                points("scoring.forfeitWin", s.getForfeitWin()), points("scoring.forfeitLoss", s.getForfeitLoss()),
                points("scoring.pairingAllocatedBye", s.getPairingAllocatedBye()), points("scoring.halfPointBye", s.getHalfPointBye()),
                points("scoring.fullPointBye", s.getFullPointBye()), points("scoring.zeroPointBye", s.getZeroPointBye()));
    }

    private MatchScoring matchScoring(org.chessarbiter.tournament.model.MatchScoring s, Scoring games) {
        return new MatchScoring(games, points("matchScoring.matchWin", s.getMatchWin()), points("matchScoring.matchDraw", s.getMatchDraw()),
                points("matchScoring.matchLoss", s.getMatchLoss()),
                points("matchScoring.absentOpponentMatchPoints", s.getAbsentOpponentMatchPoints()),
                points("matchScoring.absentOpponentGamePoints", s.getAbsentOpponentGamePoints()));
    }

    /** Exact points; a value that is not a number is reported and read as 0. */
    private Points points(String field, String text) {
        Points p = text == null ? null : Points.parse(text);
        if (p == null) {
            report(ProblemKind.INVALID_SYNTAX, Location.UNKNOWN.inField(field), "model.points", ModelCodes.text(text));
            return Points.ZERO;
        }
        return p;
    }

    private static org.chessarbiter.tournament.core.Player player(Player p) {
        long id = 0;
        try {
            id = p.getFideId() == null || p.getFideId().isBlank() ? 0 : Long.parseLong(p.getFideId().strip());
        } catch (NumberFormatException e) {
            id = 0;
        }
        return new org.chessarbiter.tournament.core.Player(p.getStartNumber(), ModelCodes.text(p.getName()), ModelCodes.text(p.getSex()),
                ModelCodes.text(p.getTitle()), ModelCodes.text(p.getNationalGrade()), ModelCodes.text(p.getBirthDate()),
                ModelCodes.text(p.getFederation()), ModelCodes.text(p.getClub()), id, p.getFideRating(), p.getNationalRating());
    }

    private org.chessarbiter.tournament.core.Round round(Round r) {
        List<org.chessarbiter.tournament.core.Pairing> pairings = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        String field = "rounds[" + r.getNumber() + "].pairings";
        for (int k = 0; k < r.getPairings().size(); k++) {
            Pairing p = r.getPairings().get(k);
            if (p.getFirst() == null || p.getFirst().getStartNumber() <= 0) {
                report(ProblemKind.ILLEGAL, Location.item(field, k), "model.noPlayer", r.getNumber());
            } else if (p.getBye() != ByeKind.NONE) {
                byes.add(new Bye(p.getFirst().getStartNumber(), ModelCodes.bye(p.getBye())));
            } else if (p.getSecond() == null || p.getSecond() == p.getFirst() || p.getResults().isEmpty()) {
                report(ProblemKind.ILLEGAL, Location.item(field, k), "model.noOpponent", r.getNumber(), p.getFirst().getStartNumber());
            } else {
                List<GameResult> games = new ArrayList<>();
                for (Result g : p.getResults()) {
                    games.add(ModelCodes.result(g));
                }
                pairings.add(new org.chessarbiter.tournament.core.Pairing(p.getBoard(), p.getFirst().getStartNumber(),
                        p.getSecond().getStartNumber(), games, ModelCodes.text(p.getScoresheet())));
            }
        }
        return new org.chessarbiter.tournament.core.Round(r.getNumber(), ModelCodes.text(r.getDate()), r.isPublished(), pairings, byes);
    }

    private void report(ProblemKind kind, Location where, String key, Object... args) {
        problems.add(Problems.error(kind, where, ModelToPlain.class, key, args));
    }
}
