package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.clock.IncidentText.commandOpening;

import java.util.OptionalLong;

import org.chessarbiter.rules.clock.IncidentText;

/**
 * Clock commands inside comments: {@code [%clk 1:05:00]} (the mover's time left after the move) and
 * {@code [%emt 0:00:12]} (the time the move took), as PGN viewers write them.
 */
public final class ClockReadings {
    /*
     * A command is what the pattern \[%(clk|emt)\s+(\d+(?::\d{1,2}){0,2}(?:\.\d+)?)\s*\] finds (ASCII digits and
     * white space), read by hand: it is read in every comment of every move, where a regular expression's
     * matcher costs more than the move's replay. Each part of the pattern is followed by characters none of
     * its own can be, so the first way to read a command is the only one.
     */
    private static final String[] NAMES = {"clk", "emt"};

    private ClockReadings() {
    }

    /** The {@code [%clk]} of a comment in milliseconds, if any. */
    public static OptionalLong clock(String comment) {
        return command(comment, "clk");
    }

    /** The {@code [%emt]} of a comment in milliseconds, if any. */
    public static OptionalLong elapsed(String comment) {
        return command(comment, "emt");
    }

    /** Whether {@code comment} holds a clock command. */
    public static boolean hasCommand(String comment) {
        for (int at = commandOpening(comment, 0); at >= 0; at = commandOpening(comment, at + 1)) {
            if (name(comment, at) >= 0 && value(comment, at) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** What {@link #commands} found: a clock reading. */
    static final int READING = 1;
    /** What {@link #commands} found: a command opening as an incident command does ({@code [%i}, {@code [%I}). */
    static final int INCIDENT = 2;

    /**
     * The commands of {@code comment} in one pass: {@code readings[0]} the {@code [%clk]} and {@code readings[1]}
     * the {@code [%emt]} in milliseconds ({@link #clock}, {@link #elapsed}), each -1 when there is none; returns
     * {@link #READING} when either was found, with {@link #INCIDENT} when an opening of an incident command was
     * met. For the checks that read every comment of every move ({@link MainLineClocks}).
     */
    static int commands(String comment, long[] readings) {
        readings[0] = -1;
        readings[1] = -1;
        int found = 0;
        for (int at = commandOpening(comment, 0); at >= 0; at = commandOpening(comment, at + 1)) {
            if (IncidentText.opensIncident(comment, at)) {
                found |= INCIDENT;
                continue;
            }
            int k = name(comment, at);
            if (k >= 0 && readings[k] < 0) {
                readings[k] = value(comment, at);
            }
        }
        return readings[0] >= 0 || readings[1] >= 0 ? found | READING : found;
    }

    private static OptionalLong command(String comment, String name) {
        long[] readings = new long[2];
        commands(comment, readings);
        long value = readings[name.equals(NAMES[0]) ? 0 : 1];
        return value >= 0 ? OptionalLong.of(value) : OptionalLong.empty();
    }

    /** The index in {@link #NAMES} of the name after the {@code [%} at {@code at}, or -1 when it is neither. */
    private static int name(String s, int at) {
        for (int k = 0; k < NAMES.length; k++) {
            if (s.startsWith(NAMES[k], at + 2)) {
                return k;
            }
        }
        return -1;
    }

    /**
     * The value in milliseconds of the command at {@code at} (its {@code [%} and a name of three letters), or -1
     * when the pattern does not go on there; read in one pass, short whole numbers exactly, any other by
     * {@link #millis(String)}.
     */
    private static long value(String s, int at) {
        int n = s.length();
        int i = at + 5;
        int spaces = i;
        while (i < n && space(s.charAt(i))) {
            i++;
        }
        int start = i;
        long seconds = 0;
        while (i < n && digit(s.charAt(i))) {
            seconds = seconds * 10 + (s.charAt(i) - '0'); // past 9 digits not used (read by millis(String))
            i++;
        }
        if (start == spaces || i == start) {
            return -1;
        }
        boolean exact = i - start <= 9;
        for (int parts = 0; parts < 2 && i < n && s.charAt(i) == ':'; parts++) {
            int d = 0;
            int part = 0;
            while (d < 3 && i + 1 + d < n && digit(s.charAt(i + 1 + d))) {
                part = part * 10 + (s.charAt(i + 1 + d) - '0');
                d++;
            }
            if (d == 0 || d == 3) {
                return -1;
            }
            seconds = seconds * 60 + part;
            i += 1 + d;
        }
        if (i < n && s.charAt(i) == '.') {
            int d = 0;
            while (i + 1 + d < n && digit(s.charAt(i + 1 + d))) {
                d++;
            }
            if (d == 0) {
                return -1;
            }
            i += 1 + d;
            exact = false;
        }
        int end = i;
        while (i < n && space(s.charAt(i))) {
            i++;
        }
        if (i >= n || s.charAt(i) != ']') {
            return -1;
        }
        return exact ? seconds * 1000 : millis(s.substring(start, end)); // below 2^53: as the doubles of millis(String)
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** White space as {@code \s} of a regular expression: space, tab, line feed, vertical tab, form feed, return. */
    private static boolean space(char c) {
        return c == ' ' || c >= '\t' && c <= '\r';
    }

    /** {@code h:mm:ss(.f)}, {@code m:ss} or seconds, in milliseconds. */
    static long millis(String text) {
        String[] parts = text.split(":");
        double seconds = 0;
        for (String p : parts) {
            seconds = seconds * 60 + Double.parseDouble(p);
        }
        return Math.round(seconds * 1000);
    }

    /** Milliseconds as {@code h:mm:ss}. */
    public static String format(long millis) {
        long s = Math.max(0, millis) / 1000;
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
