package org.chessarbiter.rules.clock;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The text form of a {@link TimeControl}: read and written. One syntax serves the PGN {@code TimeControl}
 * tag (PGN standard 9.6.1) and the TRF26 time-control field (e.g. {@code 40/6000+30:900+30}); the tag's
 * special values {@code ?} and {@code -} are read by {@link TimeControlTag}.
 *
 * <pre>
 * control  := '*' seconds                          sandglass (PGN 9.6.1)
 *           | period (':' period)* [ '...' ]        '...': the last period repeats to the end (extension)
 * period   := [ moves '/' ] seconds [ bonus ]       no "moves/": the rest of the game
 * bonus    := '+' seconds                           increment (PGN 9.6.1 "seconds+increment"; TRF26
 *                                                   also after "moves/seconds")
 *           | 'd' seconds                           simple delay (extension, FIDE 2018 6.3.2)
 *           | 'b' seconds                           Bronstein delay (extension)
 * </pre>
 *
 * <p>Examples: {@code 40/5400+30:1800+30} (FIDE), {@code 40/9000:900+30}, {@code 300+2}, {@code *180},
 * {@code 300d5}, {@code 5400b30}, {@code 10/900...} (Luật cờ Tướng 2004 Điều 10.1.1d),
 * {@code 25/3600:10/900:10/900:10/900:10/900:10/300...} (Điều 10.1.2, international form),
 * {@code 120/7200:20/3600...} (000 Part 2 Art. 2.4: 20 moves per hour after the first control).
 * Times are whole seconds (at most six digits); {@link #format} writes them rounded down. The extensions
 * are documented in {@code docs/law-trace/clock.md}; {@link #usesExtensions} tells whether a control
 * needs them (other programs may not read them).
 */
public final class TimeControlText {
    /** The marker of a repeating last period. */
    public static final String REPEAT = "...";

    private TimeControlText() {
    }

    /** Reads {@code text}; problems are located in it. Never throws. */
    public static ParseResult<TimeControl> parse(CharSequence text) {
        String s = text.toString();
        if (s.startsWith("*")) {
            Long seconds = number(s.substring(1));
            return seconds == null ? fail(Location.span(0, s.length()), "clock.badSandglass", s)
                    : ParseResult.ok(TimeControl.suddenDeath(new Period(0, seconds * 1000, 0, Period.Bonus.SANDGLASS)));
        }
        boolean repeats = s.endsWith(REPEAT);
        int length = repeats ? s.length() - REPEAT.length() : s.length();
        List<Period> periods = new ArrayList<>();
        int start = 0;
        while (start <= length) {
            int end = s.indexOf(':', start);
            if (end < 0 || end > length) {
                end = length;
            }
            Period p = period(s.substring(start, end));
            if (p == null) {
                return fail(Location.span(start, end - start), "clock.badPeriod", s.substring(start, end));
            }
            if (p.coversRest() && (end < length || repeats)) {
                return fail(Location.span(start, end - start), repeats && end == length ? "clock.repeatNeedsMoves"
                        : "clock.periodAfterRest", s.substring(start, end));
            }
            periods.add(p);
            start = end + 1;
        }
        if (!repeats && !periods.get(periods.size() - 1).coversRest()) {
            return fail(Location.span(0, s.length()), "clock.noFinalPeriod", s);
        }
        return ParseResult.ok(new TimeControl(periods, repeats));
    }

    /** The text of {@code control}, which {@link #parse} reads back to an equal control. */
    public static String format(TimeControl control) {
        if (control.isSandglass()) {
            return "*" + control.periods().get(0).baseMillis() / 1000;
        }
        StringBuilder b = new StringBuilder();
        for (Period p : control.periods()) {
            if (!b.isEmpty()) {
                b.append(':');
            }
            if (!p.coversRest()) {
                b.append(p.moves()).append('/');
            }
            b.append(p.baseMillis() / 1000);
            switch (p.bonus()) {
                case INCREMENT -> b.append('+').append(p.bonusMillis() / 1000);
                case DELAY -> b.append('d').append(p.bonusMillis() / 1000);
                case BRONSTEIN -> b.append('b').append(p.bonusMillis() / 1000);
                case NONE, SANDGLASS -> {
                }
            }
        }
        return control.repeatsLast() ? b.append(REPEAT).toString() : b.toString();
    }

    /**
     * Whether writing {@code control} needs this project's extensions (a delay or a repeating period), which
     * neither PGN 9.6.1 nor TRF26 define.
     */
    public static boolean usesExtensions(TimeControl control) {
        return control.repeatsLast() || control.periods().stream()
                .anyMatch(p -> p.bonus() == Period.Bonus.DELAY || p.bonus() == Period.Bonus.BRONSTEIN);
    }

    private static Period period(String p) {
        int slash = p.indexOf('/');
        int bonusAt = -1;
        Period.Bonus kind = Period.Bonus.NONE;
        for (int i = slash + 1; i < p.length(); i++) {
            Period.Bonus k = switch (p.charAt(i)) {
                case '+' -> Period.Bonus.INCREMENT;
                case 'd' -> Period.Bonus.DELAY;
                case 'b' -> Period.Bonus.BRONSTEIN;
                default -> null;
            };
            if (k != null) {
                if (bonusAt >= 0) {
                    return null;
                }
                bonusAt = i;
                kind = k;
            }
        }
        Long moves = slash < 0 ? Long.valueOf(0) : number(p.substring(0, slash));
        Long base = number(p.substring(slash + 1, bonusAt < 0 ? p.length() : bonusAt));
        Long bonus = bonusAt < 0 ? Long.valueOf(0) : number(p.substring(bonusAt + 1));
        if (moves == null || base == null || bonus == null || (slash >= 0 && moves == 0)) {
            return null;
        }
        return new Period(moves.intValue(), base * 1000, 0, Period.Bonus.NONE).with(kind, bonus * 1000);
    }

    private static Long number(String s) {
        if (s.isEmpty() || s.length() > 6) {
            return null;
        }
        for (int i = 0; i < s.length(); i++) { // read in the TimeControl tag of every game
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return null;
            }
        }
        return Long.parseLong(s);
    }

    private static ParseResult<TimeControl> fail(Location at, String key, Object... args) {
        return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, at, Message.of(TimeControl.class, key, args)));
    }
}
