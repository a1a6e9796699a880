package org.chessarbiter.tournament.trf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.tournament.core.Points;

/**
 * Parses and formats the TRF records other than 001. Parsing is tolerant about spacing inside a
 * record (numbers separated by blanks); formatting writes the canonical columns. Returns null and
 * reports a located problem when a record does not have the expected content.
 */
final class RecordCodec {

    private RecordCodec() {
    }

    static TrfRecord parse(String code, TrfColumns c, TrfProblems p) {
        return switch (code) {
            case "001" -> PlayerLineCodec.parse(c, p);
            case "###" -> new TrfRecord.Comment(c.rest(3));
            case "132" -> roundDates(c);
            case "142", "XXR" -> rounds(code, c, p);
            case "152" -> initialColour(c, p);
            case "162" -> scoring(c, p);
            case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU" -> pointValue(code, c, p);
            case "202", "212" -> new TrfRecord.TieBreaks(code, tokens(c.rest(3).replace(',', ' ')));
            case "240" -> byes(c, p);
            case "250" -> acceleration(c, p);
            case "260" -> prohibited(c, p);
            case "013" -> team(c, p);
            case "310" -> teamDetails(c, p);
            case "320" -> teamByes(c, p);
            case "330" -> teamForfeit(c, p);
            case "XXA" -> playerAcceleration(c, p);
            case "XXP" -> forbiddenPairs(c, p);
            default -> new TrfRecord.Text(code, c.rest(3));
        };
    }

    static String format(TrfRecord r) {
        return PlayerLineCodec.stripTrailing(switch (r) {
            case TrfRecord.Player pl -> PlayerLineCodec.format(pl);
            case TrfRecord.Comment cm -> "###" + cm.text();
            case TrfRecord.Text t -> t.code() + t.text();
            case TrfRecord.RoundDates d -> formatDates(d);
            case TrfRecord.Rounds n -> n.code() + " " + n.rounds();
            case TrfRecord.InitialColour ic -> "152 " + ic.colour();
            case TrfRecord.ScoringSystem s -> formatScoring(s);
            case TrfRecord.PointValue v -> v.code() + " " + PlayerLineCodec.formatPoints(v.points());
            case TrfRecord.TieBreaks tb -> tb.code() + " " + String.join(" ", tb.tieBreaks());
            case TrfRecord.Byes b -> "240 " + b.kind() + " " + TrfColumns.right(Integer.toString(b.round()), 3) + numbers(b.players(), 4);
            case TrfRecord.Acceleration a -> "250 " + TrfColumns.right(PlayerLineCodec.formatPoints(a.matchPoints(), 4), 4) + " "
                    + TrfColumns.right(PlayerLineCodec.formatPoints(a.gamePoints(), 4), 4) + " "
                    + TrfColumns.right(Integer.toString(a.firstRound()), 3) + " " + TrfColumns.right(Integer.toString(a.lastRound()), 3) + " "
                    + TrfColumns.right(Integer.toString(a.firstPlayer()), 4) + " " + TrfColumns.right(Integer.toString(a.lastPlayer()), 4);
            case TrfRecord.Prohibited pr -> "260 " + TrfColumns.right(Integer.toString(pr.firstRound()), 3) + " "
                    + TrfColumns.right(Integer.toString(pr.lastRound()), 3) + numbers(pr.players(), 4);
            case TrfRecord.Team tm -> "013 " + TrfColumns.left(tm.name(), 32) + numbers(tm.members(), 4).substring(1);
            case TrfRecord.PlayerAcceleration xa -> "XXA " + TrfColumns.right(Integer.toString(xa.player()), 4)
                    + xa.perRound().stream().map(v -> " " + TrfColumns.right(v == null ? "" : PlayerLineCodec.formatPoints(v, 4), 4))
                            .collect(java.util.stream.Collectors.joining());
            case TrfRecord.ForbiddenPairs fp -> "XXP" + numbers(fp.players(), 0);
            case TrfRecord.TeamByes tb -> "320 " + TrfColumns.right(PlayerLineCodec.formatPoints(tb.matchPoints(), 4), 4) + " "
                    + TrfColumns.right(PlayerLineCodec.formatPoints(tb.gamePoints(), 4), 4)
                    + tb.teamPerRound().stream().map(n -> " " + TrfColumns.right(n == 0 ? "" : Integer.toString(n), 3))
                            .collect(java.util.stream.Collectors.joining());
            case TrfRecord.TeamForfeit tf -> "330 " + TrfColumns.left(tf.kind(), 2) + " " + TrfColumns.right(Integer.toString(tf.round()), 3)
                    + " " + TrfColumns.right(Integer.toString(tf.firstTeam()), 3) + " " + TrfColumns.right(Integer.toString(tf.secondTeam()), 3);
            case TrfRecord.TeamDetails td -> "310 " + TrfColumns.right(Integer.toString(td.number()), 3) + " " + TrfColumns.left(td.name(), 32)
                    + " " + TrfColumns.left(td.shortName(), 5) + " " + TrfColumns.right(td.strength(), 6)
                    + " " + TrfColumns.right(td.matchPoints() == null ? "" : PlayerLineCodec.formatPoints(td.matchPoints(), 6), 6)
                    + " " + TrfColumns.right(td.gamePoints() == null ? "" : PlayerLineCodec.formatPoints(td.gamePoints(), 6), 6)
                    + " " + TrfColumns.right(td.rank() == 0 ? "" : Integer.toString(td.rank()), 3) + numbers(td.members(), 4);
        });
    }

    private static String numbers(List<Integer> ns, int width) {
        StringBuilder b = new StringBuilder();
        for (int n : ns) {
            b.append(' ').append(TrfColumns.right(Integer.toString(n), width));
        }
        return b.length() == 0 ? " " : b.toString();
    }

    /**
     * {@code values} without the blank columns after the last value (no round, no team): the canonical form drops
     * them, so they would read back as a shorter record (found by fuzzing: 132, 320, XXA records).
     */
    private static <T> List<T> withoutTrailing(List<T> values, java.util.function.Predicate<T> blank) {
        int end = values.size();
        while (end > 0 && blank.test(values.get(end - 1))) {
            end--;
        }
        return new ArrayList<>(values.subList(0, end));
    }

    private static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        for (String t : s.strip().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    /** Integers separated by blanks from column {@code from}; reports the first non-number at its column. */
    private static List<Integer> integers(TrfColumns c, int from, TrfProblems p, String field) {
        List<Integer> out = new ArrayList<>();
        int col = from;
        while (col < c.width()) {
            if (c.at(col) == ' ') {
                col++;
                continue;
            }
            int end = col;
            while (end < c.width() && c.at(end) != ' ') {
                end++;
            }
            int n = p.integer(c, col, end, field, -1);
            if (n < 0) {
                return null;
            }
            out.add(n);
            col = end;
        }
        return out;
    }

    private static TrfRecord roundDates(TrfColumns c) {
        List<String> dates = new ArrayList<>();
        for (int base = PlayerLineCodec.FIRST_ROUND_COLUMN; base < c.width(); base += 10) {
            dates.add(c.field(base + 2, base + 10).strip());
        }
        return new TrfRecord.RoundDates(withoutTrailing(dates, String::isEmpty));
    }

    private static String formatDates(TrfRecord.RoundDates d) {
        StringBuilder b = new StringBuilder(TrfColumns.left("132", PlayerLineCodec.FIRST_ROUND_COLUMN));
        for (String date : d.dates()) {
            b.append("  ").append(TrfColumns.left(date, 8));
        }
        return b.toString();
    }

    private static TrfRecord rounds(String code, TrfColumns c, TrfProblems p) {
        int before = p.count();
        String s = c.rest(4).strip();
        int n = p.integer(c, 4, c.width(), "rounds", -1);
        if (n < 0 && p.count() == before) {
            p.at(4, "trf.expectedNumber", "rounds", s);
        }
        if (n > MAX_ROUNDS) { // a round past 999 has no column anywhere else in the file (240 gives a round three); and
            // the rounds are counted out one by one after reading: 1223320102 of them were an out-of-memory error
            p.at(4, "trf.tooManyRounds", String.valueOf(n), String.valueOf(MAX_ROUNDS));
            return null;
        }
        return n < 0 ? null : new TrfRecord.Rounds(code, n);
    }

    /** The most rounds a 142 or XXR record may declare: the most a bye record (240) can name ({@link #MAX_BYE_ROUND}). */
    static final int MAX_ROUNDS = 999;

    private static TrfRecord initialColour(TrfColumns c, TrfProblems p) {
        char ch = Character.toUpperCase(c.rest(4).strip().isEmpty() ? ' ' : c.rest(4).strip().charAt(0));
        if (ch != 'W' && ch != 'B') {
            p.at(4, "trf.expectedColour", String.valueOf(ch));
            return null;
        }
        return new TrfRecord.InitialColour(ch);
    }

    private static TrfRecord scoring(TrfColumns c, TrfProblems p) {
        Map<Character, Points> map = new LinkedHashMap<>();
        int col = 4;
        while (col < c.width()) {
            char ch = c.at(col);
            if (ch == ' ') {
                col++;
                continue;
            }
            if (!Character.isLetter(ch)) {
                p.at(col, "trf.expectedSymbol", String.valueOf(ch));
                return null;
            }
            int numStart = col + 1;
            while (numStart < c.width() && (c.at(numStart) == ' ' || c.at(numStart) == '=')) {
                numStart++;
            }
            int end = numStart;
            while (end < c.width() && c.at(end) != ' ') {
                end++;
            }
            Points pts = PlayerLineCodec.parsePoints(c.field(numStart, end), Integer.MAX_VALUE);
            if (pts == null) {
                p.at(numStart, "trf.expectedPoints", c.field(numStart, end));
                return null;
            }
            map.put(ch, pts);
            col = end;
        }
        return new TrfRecord.ScoringSystem(map);
    }

    private static String formatScoring(TrfRecord.ScoringSystem s) {
        StringBuilder b = new StringBuilder("162");
        s.points().forEach((sym, pts) -> b.append("  ").append(sym).append(TrfColumns.right(PlayerLineCodec.formatPoints(pts), 4)).append("  "));
        return b.toString();
    }

    private static TrfRecord pointValue(String code, TrfColumns c, TrfProblems p) {
        Points pts = PlayerLineCodec.parsePoints(c.rest(4), Integer.MAX_VALUE);
        if (pts == null) {
            p.at(4, "trf.expectedPoints", c.rest(4).strip());
            return null;
        }
        return new TrfRecord.PointValue(code, pts);
    }

    private static TrfRecord byes(TrfColumns c, TrfProblems p) {
        char kind = Character.toUpperCase(c.at(4));
        if ("HFZ ".indexOf(kind) < 0) {
            p.at(4, "trf.expectedByeKind", String.valueOf(kind));
            return null;
        }
        int before = p.count();
        int round = p.integer(c, 5, 9, "round", -1);
        List<Integer> players = integers(c, 9, p, "player");
        if (p.count() > before || round < 0 || players == null) {
            if (p.count() == before) {
                p.at(5, "trf.expectedNumber", "round", c.field(5, 9).strip());
            }
            return null;
        }
        if (round > MAX_BYE_ROUND) { // written in three columns, a longer round would run into the players' numbers
            p.at(5, "trf.byeRoundTooLarge", String.valueOf(round), String.valueOf(MAX_BYE_ROUND));
            return null;
        }
        return new TrfRecord.Byes(kind, round, players);
    }

    /** The largest round a {@code 240} record holds: its round has three columns. */
    static final int MAX_BYE_ROUND = 999;

    private static TrfRecord acceleration(TrfColumns c, TrfProblems p) {
        Points mp = PlayerLineCodec.parsePoints(c.field(4, 8), 4);
        if (mp == null) {
            p.at(4, "trf.expectedPoints", c.field(4, 8).strip());
            return null;
        }
        Points gp = c.field(9, 13).isBlank() ? Points.ZERO : PlayerLineCodec.parsePoints(c.field(9, 13), 4);
        if (gp == null) {
            p.at(9, "trf.expectedPoints", c.field(9, 13).strip());
            return null;
        }
        int before = p.count();
        int fr = p.integer(c, 14, 17, "first round", 0);
        int lr = p.integer(c, 18, 21, "last round", 0);
        int fp = p.integer(c, 22, 26, "first player", 0);
        int lp = p.integer(c, 27, 31, "last player", 0);
        return p.count() > before ? null : new TrfRecord.Acceleration(mp, gp, fr, lr == 0 ? fr : lr, fp, lp == 0 ? fp : lp);
    }

    private static TrfRecord prohibited(TrfColumns c, TrfProblems p) {
        int before = p.count();
        int fr = p.integer(c, 4, 7, "first round", 0);
        int lr = p.integer(c, 8, 11, "last round", 0);
        List<Integer> players = integers(c, 11, p, "player");
        return p.count() > before || players == null ? null : new TrfRecord.Prohibited(fr, lr == 0 ? fr : lr, players);
    }

    private static TrfRecord teamByes(TrfColumns c, TrfProblems p) {
        int before = p.count();
        Points mp = optionalPoints(c, 4, 8, p);
        Points gp = optionalPoints(c, 9, 13, p);
        List<Integer> teams = new ArrayList<>();
        for (int col = 14; col < c.width(); col += 4) {
            teams.add(p.integer(c, col, col + 3, "team", 0));
        }
        if (p.count() > before) {
            return null;
        }
        return new TrfRecord.TeamByes(mp == null ? Points.ZERO : mp, gp == null ? Points.ZERO : gp, withoutTrailing(teams, t -> t == 0));
    }

    private static TrfRecord teamForfeit(TrfColumns c, TrfProblems p) {
        int before = p.count();
        String kind = c.field(4, 6).strip();
        if (kind.isEmpty()) {
            p.at(4, "trf.expectedForfeitKind", kind);
            return null;
        }
        int round = p.integer(c, 7, 10, "round", 0);
        int first = p.integer(c, 11, 14, "team", 0);
        int second = p.integer(c, 15, 18, "team", 0);
        return p.count() > before ? null : new TrfRecord.TeamForfeit(kind, round, first, second);
    }

    private static TrfRecord playerAcceleration(TrfColumns c, TrfProblems p) {
        int before = p.count();
        int player = p.integer(c, 4, 8, "start number", 0);
        List<Points> perRound = new ArrayList<>();
        for (int col = 9; col < c.width(); col += 5) {
            perRound.add(optionalPoints(c, col, col + 4, p));
        }
        return p.count() > before ? null : new TrfRecord.PlayerAcceleration(player, withoutTrailing(perRound, v -> v == null));
    }

    private static TrfRecord forbiddenPairs(TrfColumns c, TrfProblems p) {
        List<Integer> players = integers(c, 3, p, "start number");
        return players == null ? null : new TrfRecord.ForbiddenPairs(players);
    }

    private static TrfRecord teamDetails(TrfColumns c, TrfProblems p) {
        int before = p.count();
        int number = p.integer(c, 4, 7, "team number", 0);
        Points mp = optionalPoints(c, 54, 60, p);
        Points gp = optionalPoints(c, 61, 67, p);
        int rank = p.integer(c, 68, 71, "rank", 0);
        List<Integer> members = integers(c, 72, p, "team member");
        if (p.count() > before || members == null) {
            return null;
        }
        return new TrfRecord.TeamDetails(number, c.field(8, 40).strip(), c.field(41, 46).strip(), c.field(47, 53).strip(), mp, gp, rank, members);
    }

    private static Points optionalPoints(TrfColumns c, int from, int to, TrfProblems p) {
        String s = c.field(from, to).strip();
        Points pts = s.isEmpty() ? null : PlayerLineCodec.parsePoints(s, to - from);
        if (!s.isEmpty() && pts == null) {
            p.at(from, "trf.expectedPoints", s);
        }
        return pts;
    }

    private static TrfRecord team(TrfColumns c, TrfProblems p) {
        List<Integer> members = integers(c, 36, p, "team member");
        return members == null ? null : new TrfRecord.Team(c.field(4, 36).strip(), members);
    }
}
