package org.chessarbiter.rules.game;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clock commands inside comments: {@code [%clk 1:05:00]} (the mover's time left after the move) and
 * {@code [%emt 0:00:12]} (the time the move took), as PGN viewers write them.
 */
public final class ClockReadings {
    private static final Pattern COMMAND = Pattern.compile("\\[%(clk|emt)\\s+(\\d+(?::\\d{1,2}){0,2}(?:\\.\\d+)?)\\s*\\]");

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
        return COMMAND.matcher(comment).find();
    }

    private static OptionalLong command(String comment, String name) {
        Matcher m = COMMAND.matcher(comment);
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return OptionalLong.of(millis(m.group(2)));
            }
        }
        return OptionalLong.empty();
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
