package org.chessarbiter.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;

/**
 * Maps a {@link TrfDocument} to the plain-Java {@link Tournament}: players (001), teams (TRF26 310,
 * else TRF-16 013),
 * rounds from the players' round blocks (a pair of blocks pointing at each other is a pairing;
 * White / the "w" side is the first player), byes (opponent 0000: U, H, F, Z; TRF26 240 records
 * for rounds not yet paired), round dates (132), number of rounds (142 / XXR), scoring (162 and
 * the BBW ... points). Inconsistent pairs (A meets B but B does not meet A, or 1 against 1) are
 * reported at A's round block and left out.
 */
public final class TrfTournamentMapper {

    private TrfTournamentMapper() {
    }

    /** Reads a TRF file and maps it: the problems of both steps, the tournament if the file could be read at all. */
    public static ParseResult<Tournament> read(java.io.Reader reader) {
        ParseResult<TrfDocument> doc = TrfReader.read(reader);
        return doc.flatMap(TrfTournamentMapper::toTournament);
    }

    public static ParseResult<Tournament> toTournament(TrfDocument doc) {
        List<Problem> problems = new ArrayList<>();
        Map<Integer, TrfRecord.Player> byStart = new HashMap<>();
        Map<Integer, Integer> lineOf = new HashMap<>();
        for (TrfLine l : doc.lines()) {
            if (l.record() instanceof TrfRecord.Player p) {
                byStart.put(p.startNumber(), p);
                lineOf.put(p.startNumber(), l.number());
            }
        }
        List<Player> players = doc.players().stream().map(TrfTournamentMapper::player).toList();
        if (players.isEmpty() && doc.lines().stream().noneMatch(l -> l.source().startsWith("001"))) {
            // an empty or header-only file: a tournament of nobody would rank and pair "0 boards" silently
            int after = doc.lines().size() + 1;
            problems.add(Problems.error(ProblemKind.INVALID_SYNTAX, Location.at(doc.lines().isEmpty() ? 1 : after - 1, 1),
                    TrfProblems.class, "trf.noPlayers"));
        }
        int rounds = doc.numberOfRounds();
        List<String> dates = doc.records(TrfRecord.RoundDates.class).stream().findFirst().map(TrfRecord.RoundDates::dates).orElse(List.of());
        List<Round> rs = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            rs.add(round(r, r <= dates.size() ? dates.get(r - 1) : "", doc, byStart, lineOf, problems));
        }
        List<Team> teams = new ArrayList<>();
        for (TrfRecord.TeamDetails t : doc.records(TrfRecord.TeamDetails.class)) {
            teams.add(new Team(t.number(), t.name(), t.members(), t.members().size()));
        }
        if (teams.isEmpty()) {
            for (TrfRecord.Team t : doc.records(TrfRecord.Team.class)) {
                teams.add(new Team(teams.size() + 1, t.name(), t.members(), t.members().size()));
            }
        }
        TournamentInfo info = new TournamentInfo(doc.text("012").orElse(""), GameKind.CHESS, "", !teams.isEmpty(),
                system(doc), Map.of(), rounds, doc.text("022").orElse(""), doc.text("032").orElse(""),
                doc.text("042").orElse(""), doc.text("052").orElse(""), doc.text("102").orElse(""), doc.text("122").orElse(""),
                tieBreaks(doc));
        Tournament t = new Tournament(info, scoring(doc), players, teams, rs, List.of(), List.of());
        return new ParseResult<>(t, problems);
    }

    /** The tie-breaks of 202 (individual), else of 212 (TRF26), in order; empty when neither is there. */
    private static List<String> tieBreaks(TrfDocument doc) {
        List<TrfRecord.TieBreaks> all = doc.records(TrfRecord.TieBreaks.class);
        return all.stream().filter(r -> r.code().equals("202")).findFirst()
                .or(() -> all.stream().findFirst()).map(TrfRecord.TieBreaks::tieBreaks).orElse(List.of());
    }

    /** The system from 092 (type of tournament) or 192 (TRF26 system code): round robin if it says so, Swiss otherwise. */
    static CompetitionSystem system(TrfDocument doc) {
        String type = (doc.text("092").orElse("") + " " + doc.text("192").orElse("")).toUpperCase(java.util.Locale.ROOT);
        if (type.contains("ROBIN") || type.contains("BERGER") || type.matches(".*\\bRR\\b.*")) {
            return type.contains("DOUBLE") ? CompetitionSystem.DOUBLE_ROUND_ROBIN : CompetitionSystem.ROUND_ROBIN;
        }
        return CompetitionSystem.SWISS_DUTCH;
    }

    private static Player player(TrfRecord.Player p) {
        long id = 0;
        try {
            id = p.fideId().isEmpty() ? 0 : Long.parseLong(p.fideId());
        } catch (NumberFormatException e) {
            id = 0;
        }
        return new Player(p.startNumber(), p.name(), p.sex() == ' ' ? "" : String.valueOf(p.sex()), p.title(), "",
                p.birthDate(), p.federation(), "", id, p.rating(), 0);
    }

    private static Round round(int r, String date, TrfDocument doc, Map<Integer, TrfRecord.Player> byStart,
            Map<Integer, Integer> lineOf, List<Problem> problems) {
        List<Pairing> pairings = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (TrfRecord.Player p : doc.players()) {
            if (p.rounds().size() < r) {
                continue;
            }
            TrfRecord.RoundCell c = p.rounds().get(r - 1);
            if (c.opponent() == 0) {
                Outcome o = Outcome.fromTrf(c.result(), false);
                ByeKind k = byeKind(o);
                if (k != null) {
                    byes.add(new Bye(p.startNumber(), k));
                }
                continue;
            }
            TrfRecord.Player q = byStart.get(c.opponent());
            TrfRecord.RoundCell back = q == null || q.rounds().size() < r ? null : q.rounds().get(r - 1);
            int column = PlayerLineCodec.FIRST_ROUND_COLUMN + 10 * (r - 1) + 3; // 1-based column of the opponent field
            if (c.opponent() == p.startNumber()) {
                problems.add(Problems.error(ProblemKind.INCONSISTENT, Location.at(lineOf.get(p.startNumber()), column), TrfProblems.class, "trf.opponentIsSelf",
                        p.startNumber(), r));
                continue;
            }
            if (back == null || back.opponent() != p.startNumber()) {
                problems.add(Problems.error(ProblemKind.INCONSISTENT, Location.at(lineOf.get(p.startNumber()), column), TrfProblems.class, "trf.opponentMismatch",
                        p.startNumber(), c.opponent(), r));
                continue;
            }
            boolean pIsFirst = Character.toLowerCase(c.colour()) == 'w'
                    || (Character.toLowerCase(c.colour()) != 'b' && Character.toLowerCase(back.colour()) != 'w' && p.startNumber() < q.startNumber());
            if (!pIsFirst) {
                continue;
            }
            GameResult res = GameResult.of(Outcome.fromTrf(c.result(), true), Outcome.fromTrf(back.result(), true));
            if (res == null) {
                problems.add(Problems.error(ProblemKind.INCONSISTENT, Location.at(lineOf.get(p.startNumber()), column + 7), TrfProblems.class, "trf.resultMismatch",
                        p.startNumber(), String.valueOf(c.result()), c.opponent(), String.valueOf(back.result()), r));
                continue;
            }
            pairings.add(Pairing.of(pairings.size() + 1, p.startNumber(), q.startNumber(), res));
        }
        for (TrfRecord.Byes b : doc.records(TrfRecord.Byes.class)) {
            if (b.round() == r) {
                ByeKind k = b.kind() == 'H' ? ByeKind.HALF_POINT : b.kind() == 'F' ? ByeKind.FULL_POINT : ByeKind.ZERO_POINT;
                for (int pl : b.players()) {
                    if (byes.stream().noneMatch(x -> x.player() == pl) && pairings.stream().noneMatch(x -> x.involves(pl))) {
                        byes.add(new Bye(pl, k));
                    }
                }
            }
        }
        return new Round(r, date, true, pairings, byes);
    }

    private static ByeKind byeKind(Outcome o) {
        if (o == null) {
            return null;
        }
        return switch (o) {
            case PAIRING_BYE -> ByeKind.PAIRING_ALLOCATED;
            case HALF_BYE -> ByeKind.HALF_POINT;
            case FULL_BYE -> ByeKind.FULL_POINT;
            case ZERO_BYE -> ByeKind.ZERO_POINT;
            default -> null;
        };
    }

    /** 162 (W D L P A symbols) or the bbpPairings BBW/BBD/BBL/BBZ/BBF/BBU points; FIDE 10.1 otherwise. */
    static Scoring scoring(TrfDocument doc) {
        Scoring s = Scoring.fide();
        Points win = s.win();
        Points draw = s.draw();
        Points loss = s.loss();
        Points pab = s.pairingBye();
        Points zero = s.zeroBye();
        Points full = s.fullBye();
        for (TrfRecord.ScoringSystem ss : doc.records(TrfRecord.ScoringSystem.class)) {
            win = ss.points().getOrDefault('W', win);
            draw = ss.points().getOrDefault('D', draw);
            loss = ss.points().getOrDefault('L', loss);
            pab = ss.points().getOrDefault('P', win);
            zero = ss.points().getOrDefault('A', loss);
            full = win;
        }
        for (TrfRecord.PointValue v : doc.records(TrfRecord.PointValue.class)) {
            switch (v.code()) {
                case "BBW" -> win = v.points();
                case "BBD" -> draw = v.points();
                case "BBL" -> loss = v.points();
                case "BBZ" -> zero = v.points();
                case "BBF" -> full = v.points();
                case "BBU" -> pab = v.points();
                default -> { }
            }
        }
        return new Scoring(win, draw, loss, win, loss, pab, draw, full, zero);
    }
}
