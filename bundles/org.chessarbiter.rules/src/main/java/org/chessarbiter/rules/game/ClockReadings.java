package org.chessarbiter.rules.game;

import java.util.OptionalLong;

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
        for (int at = comment.indexOf("[%"); at >= 0; at = comment.indexOf("[%", at + 1)) {
            if (valueEnd(comment, at) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Both readings of {@code comment} in one pass: {@code readings[0]} the {@code [%clk]} and {@code readings[1]}
     * the {@code [%emt]} in milliseconds ({@link #clock}, {@link #elapsed}), each -1 when there is none; true when
     * either was found. For the checks that read both in every comment of every move ({@link ClockCheck}).
     */
    static boolean readings(String comment, long[] readings) {
        readings[0] = -1;
        readings[1] = -1;
        for (int at = comment.indexOf("[%"); at >= 0; at = comment.indexOf("[%", at + 1)) {
            for (int k = 0; k < NAMES.length; k++) {
                if (readings[k] < 0 && comment.startsWith(NAMES[k], at + 2)) {
                    int end = valueEnd(comment, at);
                    if (end >= 0) {
                        readings[k] = value(comment, at, end);
                    }
                }
            }
            if (readings[0] >= 0 && readings[1] >= 0) {
                break;
            }
        }
        return readings[0] >= 0 || readings[1] >= 0;
    }

    private static OptionalLong command(String comment, String name) {
        for (int at = comment.indexOf("[%"); at >= 0; at = comment.indexOf("[%", at + 1)) {
            int end = comment.startsWith(name, at + 2) ? valueEnd(comment, at) : -1;
            if (end >= 0) {
                return OptionalLong.of(value(comment, at, end));
            }
        }
        return OptionalLong.empty();
    }

    /** The value in milliseconds of the command at {@code at} (its {@code [%}) whose value ends at {@code end}. */
    private static long value(String comment, int at, int end) {
        int start = at + 5; // "[%" and a name of three letters
        while (space(comment.charAt(start))) {
            start++;
        }
        return millis(comment, start, end);
    }

    /** Where the value of the command at {@code at} (its {@code [%}) ends, or -1 when there is none there. */
    private static int valueEnd(String s, int at) {
        int i = at + 2;
        if (!s.startsWith(NAMES[0], i) && !s.startsWith(NAMES[1], i)) {
            return -1;
        }
        i += 3;
        int spaces = i;
        while (i < s.length() && space(s.charAt(i))) {
            i++;
        }
        int digits = digits(s, i, Integer.MAX_VALUE);
        if (i == spaces || digits == 0) {
            return -1;
        }
        i += digits;
        for (int parts = 0; parts < 2 && i < s.length() && s.charAt(i) == ':'; parts++) {
            int d = digits(s, i + 1, 3);
            if (d == 0 || d == 3) {
                return -1;
            }
            i += 1 + d;
        }
        if (i < s.length() && s.charAt(i) == '.') {
            int d = digits(s, i + 1, Integer.MAX_VALUE);
            if (d == 0) {
                return -1;
            }
            i += 1 + d;
        }
        int end = i;
        while (i < s.length() && space(s.charAt(i))) {
            i++;
        }
        return i < s.length() && s.charAt(i) == ']' ? end : -1;
    }

    /** The number of ASCII digits at {@code from}, counted up to {@code max}. */
    private static int digits(String s, int from, int max) {
        int n = 0;
        while (n < max && from + n < s.length() && s.charAt(from + n) >= '0' && s.charAt(from + n) <= '9') {
            n++;
        }
        return n;
    }

    /** White space as {@code \s} of a regular expression: space, tab, line feed, vertical tab, form feed, return. */
    private static boolean space(char c) {
        return c == ' ' || c >= '\t' && c <= '\r';
    }

    /** The value {@code text[start, end)} in milliseconds: short whole numbers exactly, any other by {@link #millis(String)}. */
    private static long millis(String text, int start, int end) {
        long seconds = 0;
        int partStart = start;
        for (int i = start; i <= end; i++) {
            if (i == end || text.charAt(i) == ':') {
                if (i - partStart > 9) {
                    return millis(text.substring(start, end));
                }
                long part = 0;
                for (int k = partStart; k < i; k++) { // ASCII digits only (valueEnd): as Long.parseLong reads them
                    part = part * 10 + (text.charAt(k) - '0');
                }
                seconds = seconds * 60 + part;
                partStart = i + 1;
            } else if (text.charAt(i) == '.') {
                return millis(text.substring(start, end));
            }
        }
        return seconds * 1000; // below 2^53: the same as the doubles of millis(String)
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
