package org.chessarbiter.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Clock commands read by hand, against the regular expression that defines them (the one the reader
 * replaced): the same commands found, the same values, on written examples and on many generated comments
 * made of the commands' own pieces.
 */
class ClockReadingsTest {
    private static final Pattern COMMAND = Pattern.compile("\\[%(clk|emt)\\s+(\\d+(?::\\d{1,2}){0,2}(?:\\.\\d+)?)\\s*\\]");

    private static OptionalLong byPattern(String comment, String name) {
        Matcher m = COMMAND.matcher(comment);
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return OptionalLong.of(ClockReadings.millis(m.group(2)));
            }
        }
        return OptionalLong.empty();
    }

    private static void sameAsPattern(String comment) {
        assertEquals(COMMAND.matcher(comment).find(), ClockReadings.hasCommand(comment), comment);
        assertEquals(byPattern(comment, "clk"), ClockReadings.clock(comment), comment);
        assertEquals(byPattern(comment, "emt"), ClockReadings.elapsed(comment), comment);
    }

    @Test
    void readingsAreRead() {
        assertEquals(OptionalLong.of(3_900_000), ClockReadings.clock("[%clk 1:05:00]"));
        assertEquals(OptionalLong.of(12_500), ClockReadings.elapsed("a move [%clk 0:10:00] [%emt 0:00:12.5] late"));
        assertEquals(OptionalLong.of(65_000), ClockReadings.clock("[%clk\t1:05 ]"));
        assertEquals(OptionalLong.of(42_000), ClockReadings.clock("[%clk 42]"));
        assertEquals(OptionalLong.of(7_000), ClockReadings.clock("[%clk 1:2:3:4] [%clk 7]"));
        assertTrue(ClockReadings.hasCommand("[%emt 0:00:01]"));
        assertFalse(ClockReadings.hasCommand("[%clk]"));
        assertFalse(ClockReadings.hasCommand("[%clk 1:234]"));
        assertFalse(ClockReadings.hasCommand("[%CLK 1:00:00]"));
        assertFalse(ClockReadings.hasCommand("[%clk1:00:00]"));
        assertFalse(ClockReadings.hasCommand("[%clk 1.]"));
    }

    @Test
    void hugeAndFractionalValuesAsBefore() {
        for (String c : new String[] {"[%clk 99999999999999999999:59:59.999]", "[%clk 1234567890:00]", "[%emt 0.0005]",
            "[%clk 999999999:59:59]", "[%clk 0:00:00.4999999999999]", "[%clk 0000000000000001]"}) {
            sameAsPattern(c);
        }
    }

    @Test
    void generatedCommentsReadAsThePatternReadsThem() {
        String[] pieces = {"[%", "[", "%", "clk", "emt", "cl", "Clk", " ", "\t", "\n", "\u000b", "\u00a0", "0", "1", "12", "123",
            "59", "9999999999", ":", "::", ".", "5", "]", "}", "[%clk ", "[%emt ", "x", "é"};
        Random random = new Random(20);
        for (int i = 0; i < 200_000; i++) {
            StringBuilder b = new StringBuilder();
            int n = 1 + random.nextInt(12);
            for (int k = 0; k < n; k++) {
                b.append(pieces[random.nextInt(pieces.length)]);
            }
            sameAsPattern(b.toString());
        }
    }
}
