package org.chessarbiter.rules.clock;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * A time control: its periods in order (FIDE 2018 6.3.1, 6.3.2). Read from the PGN
 * {@code TimeControl} tag form: periods separated by {@code :}, each {@code [moves/]seconds[+inc]}
 * or {@code [moves/]seconds[d delay]}, e.g. {@code 40/5400+30:1800+30}; the last period must
 * cover the rest of the game.
 */
public record TimeControl(List<Period> periods) {

    public TimeControl {
        periods = List.copyOf(periods);
        if (periods.isEmpty() || periods.get(periods.size() - 1).moves() != 0) {
            throw new IllegalArgumentException("the last period must cover the rest of the game");
        }
    }

    /** Reads the PGN TimeControl form; problems are located in {@code text}. Never throws. */
    public static ParseResult<TimeControl> parse(CharSequence text) {
        String s = text.toString();
        List<Period> periods = new ArrayList<>();
        int start = 0;
        while (start <= s.length()) {
            int end = s.indexOf(':', start);
            if (end < 0) {
                end = s.length();
            }
            Period p = period(s.substring(start, end));
            if (p == null) {
                return fail(Location.span(start, end - start), "clock.badPeriod", s.substring(start, end));
            }
            if (p.moves() == 0 && end < s.length()) {
                return fail(Location.span(start, end - start), "clock.periodAfterRest", s.substring(start, end));
            }
            periods.add(p);
            start = end + 1;
        }
        if (periods.get(periods.size() - 1).moves() != 0) {
            return fail(Location.span(0, s.length()), "clock.noFinalPeriod", s);
        }
        return ParseResult.ok(new TimeControl(periods));
    }

    private static Period period(String p) {
        int slash = p.indexOf('/');
        int plus = p.indexOf('+');
        int delay = p.indexOf('d');
        int bonusAt = plus >= 0 ? plus : delay;
        Long moves = slash < 0 ? Long.valueOf(0) : number(p.substring(0, slash));
        Long base = number(p.substring(slash + 1, bonusAt < 0 ? p.length() : bonusAt));
        Long bonus = bonusAt < 0 ? Long.valueOf(0) : number(p.substring(bonusAt + 1));
        if (moves == null || base == null || bonus == null || (plus >= 0 && delay >= 0) || (slash >= 0 && moves == 0)) {
            return null;
        }
        Period.Bonus kind = bonusAt < 0 || bonus == 0 ? Period.Bonus.NONE : plus >= 0 ? Period.Bonus.INCREMENT : Period.Bonus.DELAY;
        return new Period(moves.intValue(), base * 1000, bonus * 1000, kind);
    }

    private static Long number(String s) {
        return s.isEmpty() || s.length() > 6 || !s.chars().allMatch(Character::isDigit) ? null : Long.parseLong(s);
    }

    private static ParseResult<TimeControl> fail(Location at, String key, Object... args) {
        return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, at, Message.of(TimeControl.class, key, args)));
    }
}
