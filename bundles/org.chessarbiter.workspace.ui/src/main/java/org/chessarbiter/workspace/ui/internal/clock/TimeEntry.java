package org.chessarbiter.workspace.ui.internal.clock;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A time the arbiter types: {@code h:mm:ss}, {@code m:ss} or seconds. */
public final class TimeEntry {
    private static final Pattern TIME = Pattern.compile("\\s*(\\d{1,3})(?::(\\d{1,2}))?(?::(\\d{1,2}))?\\s*");

    private TimeEntry() {
    }

    /** The time in milliseconds, empty when {@code text} is not one. */
    public static OptionalLong millis(String text) {
        Matcher m = TIME.matcher(text);
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        long seconds = 0;
        for (int g = 1; g <= 3; g++) {
            if (m.group(g) != null) {
                int value = Integer.parseInt(m.group(g));
                if (g > 1 && value > 59) {
                    return OptionalLong.empty();
                }
                seconds = seconds * 60 + value;
            }
        }
        return OptionalLong.of(seconds * 1000);
    }
}
