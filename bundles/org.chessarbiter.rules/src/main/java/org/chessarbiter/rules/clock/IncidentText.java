package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.IncidentWords.english;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;

/**
 * The incident log's text form inside PGN comments, like {@code [%clk]}: {@code [%incident KIND key=value …]},
 * e.g. {@code {[%incident illegal side=white penalty=+2:00]}} (docs/incident-log.md). {@link #read} finds every
 * command of a comment; {@link #format} writes one back ({@code read(format(i))} gives {@code i}). Times are
 * {@code h:mm:ss}, {@code m:ss} or seconds.
 */
public final class IncidentText {
    private static final Pattern COMMAND = Pattern.compile("\\[%incident(?=[\\s\\]])([^\\]]*)\\]", Pattern.CASE_INSENSITIVE);
    private static final Pattern WORD = Pattern.compile("\\S+");
    private static final Pattern TIME = Pattern.compile("(\\+)?(\\d{1,7}(?::\\d{1,2}){0,2})");

    /** How the sides are written: White / Black (chess) or Red / Black (xiangqi). */
    public enum SideWords {
        WHITE_BLACK("white"), RED_BLACK("red");

        private final String first;

        SideWords(String first) {
            this.first = first;
        }

        String word(Side side) {
            return side == Side.FIRST ? first : "black";
        }
    }

    private IncidentText() {
    }

    /** Whether {@code comment} holds an incident command (cheap). */
    public static boolean hasCommand(String comment) {
        for (int at = commandOpening(comment, 0); at >= 0; at = commandOpening(comment, at + 1)) {
            if (opensIncident(comment, at)) {
                return COMMAND.matcher(comment).find();
            }
        }
        return false;
    }

    /**
     * Where the next command of {@code comment} opens ({@code [%}) from {@code from}, or -1; by a loop of its own, not
     * {@code indexOf("[%")}: asked of every comment of every move, most of them short (a clock reading), where a
     * search for the two characters costs more than the loop.
     */
    public static int commandOpening(String comment, int from) {
        for (int i = from, n = comment.length() - 1; i < n; i++) {
            if (comment.charAt(i) == '[' && comment.charAt(i + 1) == '%') {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether the command opening at {@code at} of {@code comment} may be an incident command: its name starts with
     * an {@code i} (the pattern is case-insensitive in ASCII only: any incident command starts so).
     */
    public static boolean opensIncident(String comment, int at) {
        char c = at + 2 < comment.length() ? comment.charAt(at + 2) : 0;
        return c == 'i' || c == 'I';
    }

    /**
     * The incident commands of {@code comment}: the value lists those read, the problems locate those that
     * cannot be (relative to the comment's text).
     */
    public static ParseResult<List<IncidentCommand>> read(String comment) {
        List<IncidentCommand> read = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Matcher m = COMMAND.matcher(comment);
        while (m.find()) {
            Location at = Location.span(m.start(), m.end() - m.start());
            ParseResult<Incident> r = command(m.group(1), m.start(1), at);
            problems.addAll(r.problems());
            r.toOptional().ifPresent(i -> read.add(new IncidentCommand(i, at)));
        }
        return ParseResult.ok(read, problems);
    }

    /** One command's words, {@code body} starting at {@code base} in the comment. */
    private static ParseResult<Incident> command(String body, int base, Location whole) {
        Matcher w = WORD.matcher(body);
        if (!w.find()) {
            return fail(whole, "incident.noKind", IncidentWords.listed(IncidentWords.KINDS));
        }
        Location kindAt = Location.span(base + w.start(), w.end() - w.start());
        Optional<String> kind = IncidentWords.lookUp(IncidentWords.KINDS, w.group());
        if (kind.isEmpty()) {
            return fail(kindAt, "incident.unknownKind", w.group(), IncidentWords.listed(IncidentWords.KINDS));
        }
        List<String> allowed = IncidentWords.PAIRS.get(kind.get());
        Pairs pairs = new Pairs(whole);
        while (w.find()) {
            Location at = Location.span(base + w.start(), w.end() - w.start());
            String word = w.group();
            int eq = word.indexOf('=');
            Optional<String> key = eq <= 0 ? Optional.empty() : IncidentWords.lookUp(IncidentWords.KEYS, word.substring(0, eq));
            if (key.isEmpty() || !allowed.contains(key.get())) {
                return fail(at, "incident.badPair", word, kind.get(), keys(allowed));
            }
            if (pairs.values.put(key.get(), word.substring(eq + 1)) != null) {
                return fail(at, "incident.twice", key.get());
            }
            pairs.places.put(key.get(), at);
        }
        for (String required : allowed.subList(0, allowed.indexOf("|"))) {
            if (!pairs.values.containsKey(required)) {
                return fail(whole, "incident.missing", kind.get(), required);
            }
        }
        return pairs.incident(kind.get());
    }

    /** The pairs of one command and where each is. */
    private static final class Pairs {
        final Map<String, String> values = new HashMap<>();
        final Map<String, Location> places = new HashMap<>();
        final Location whole;
        Problem problem;

        Pairs(Location whole) {
            this.whole = whole;
        }

        ParseResult<Incident> incident(String kind) {
            Side side = word("side", IncidentWords.SIDES).orElse(null);
            Incident i = problem != null ? null : switch (kind) {
                case "illegal" -> new IllegalMoveIncident(side, time("penalty", true));
                case "claim" -> claim(side);
                case "time" -> correction(side);
                case "fault" -> new FaultIncident(side, word("type", IncidentWords.FAULTS).orElse(null));
                case "seal" -> new SealIncident(side, word("reading", IncidentWords.READINGS));
                case "sanction" -> sanction(side);
                default -> new LateIncident(side, time("time", false).orElse(0), time("allowed", false));
            };
            return problem == null ? ParseResult.ok(i) : ParseResult.fail(problem);
        }

        private Incident claim(Side side) {
            ClaimIncident.Claim claim = word("type", IncidentWords.CLAIMS).orElse(null);
            ClaimIncident.Answer answer = word("outcome", IncidentWords.ANSWERS).orElse(null);
            OptionalLong penalty = time("penalty", true);
            return problem == null ? new ClaimIncident(side, claim, answer, penalty) : null;
        }

        /** A sanction; one given in time needs its {@code time}, another takes none. */
        private Incident sanction(Side side) {
            Sanction sanction = word("type", IncidentWords.SANCTIONS).orElse(null);
            OptionalLong t = time("time", false);
            if (problem == null && SanctionIncident.timed(sanction) != t.isPresent()) {
                problem = Problem.error(ProblemKind.INVALID_SYNTAX, t.isPresent() ? places.get("time") : whole,
                        Message.of(IncidentText.class, t.isPresent() ? "incident.sanctionUntimed" : "incident.sanctionTime",
                                IncidentWords.english(IncidentWords.SANCTIONS, sanction)));
            }
            return problem == null ? new SanctionIncident(side, sanction, t) : null;
        }

        private Incident correction(Side side) {
            List<TimeIncident.Action> given = new ArrayList<>();
            for (TimeIncident.Action a : TimeIncident.Action.values()) {
                if (values.containsKey(key(a))) {
                    given.add(a);
                }
            }
            if (given.size() != 1) {
                problem = Problem.error(ProblemKind.INVALID_SYNTAX, whole, Message.of(IncidentText.class, "incident.oneAction"));
                return null;
            }
            TimeIncident.Action a = given.get(0);
            OptionalLong value = a == TimeIncident.Action.MOVES ? count(key(a)) : time(key(a), false);
            return problem == null ? new TimeIncident(side, a, value.orElseThrow()) : null;
        }

        private <T> Optional<T> word(String key, Map<String, T> table) {
            return value(key, v -> IncidentWords.lookUp(table, v), IncidentWords.listed(table));
        }

        private OptionalLong time(String key, boolean signed) {
            Optional<Long> t = value(key, v -> millis(v, signed), "0:30, 2:00, 1:05:00");
            return t.map(OptionalLong::of).orElse(OptionalLong.empty());
        }

        private OptionalLong count(String key) {
            Optional<Long> n = value(key, v -> v.matches("\\d{1,4}") ? Optional.of(Long.parseLong(v)) : Optional.empty(), "0–9999");
            return n.map(OptionalLong::of).orElse(OptionalLong.empty());
        }

        private <T> Optional<T> value(String key, Function<String, Optional<T>> reader, String expected) {
            String v = values.get(key);
            if (v == null || problem != null) {
                return Optional.empty();
            }
            Optional<T> r = reader.apply(v);
            if (r.isEmpty()) {
                problem = Problem.error(ProblemKind.INVALID_SYNTAX, places.get(key),
                        Message.of(IncidentText.class, "incident.badValue", v, key, expected));
            }
            return r;
        }
    }

    /** A time {@code h:mm:ss}, {@code m:ss} or seconds (with a {@code +} when {@code signed} allows it), in milliseconds. */
    static Optional<Long> millis(String text, boolean signed) {
        Matcher m = TIME.matcher(text);
        if (!m.matches() || (m.group(1) != null && !signed)) {
            return Optional.empty();
        }
        long seconds = 0;
        for (String part : m.group(2).split(":")) {
            seconds = seconds * 60 + Long.parseLong(part);
        }
        return Optional.of(seconds * 1000);
    }

    /** {@code millis} as a clock shows it: {@code m:ss}, from an hour on {@code h:mm:ss} (whole seconds). */
    public static String time(long millis) {
        return Decisions.clockText(millis);
    }

    private static String key(TimeIncident.Action a) {
        return a.name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String keys(List<String> allowed) {
        return String.join(", ", allowed.stream().filter(k -> !k.equals("|")).toList());
    }

    private static <T> ParseResult<T> fail(Location at, String key, Object... args) {
        return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, at, Message.of(IncidentText.class, key, args)));
    }

    /** {@code incident} as a command, in English keywords, the sides named as {@code sides} says. */
    public static String format(Incident incident, SideWords sides) {
        StringBuilder b = new StringBuilder("[%incident ");
        String side = "side=" + sides.word(incident.side());
        switch (incident) {
            case IllegalMoveIncident i -> b.append("illegal ").append(side).append(penalty(i.penalty()));
            case ClaimIncident c -> b.append("claim ").append(side).append(" type=").append(english(IncidentWords.CLAIMS, c.claim()))
                    .append(" outcome=").append(english(IncidentWords.ANSWERS, c.answer())).append(penalty(c.penalty()));
            case TimeIncident t -> b.append("time ").append(side).append(' ').append(key(t.action())).append('=')
                    .append(t.action() == TimeIncident.Action.MOVES ? Long.toString(t.value()) : time(t.value()));
            case FaultIncident f -> b.append("fault ").append(side).append(" type=").append(english(IncidentWords.FAULTS, f.kind()));
            case SealIncident s -> b.append("seal ").append(side)
                    .append(s.reading().map(r -> " reading=" + english(IncidentWords.READINGS, r)).orElse(""));
            case SanctionIncident x -> b.append("sanction ").append(side).append(" type=").append(english(IncidentWords.SANCTIONS, x.sanction()))
                    .append(x.millis().isPresent() ? " time=" + time(x.millis().getAsLong()) : "");
            case LateIncident l -> b.append("late ").append(side).append(" time=").append(time(l.lateMillis()))
                    .append(l.allowedMillis().isPresent() ? " allowed=" + time(l.allowedMillis().getAsLong()) : "");
        }
        return b.append(']').toString();
    }

    private static String penalty(OptionalLong p) {
        return p.isPresent() ? " penalty=+" + time(p.getAsLong()) : "";
    }
}
