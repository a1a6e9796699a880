package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.ParseResult;

/**
 * The value of a PGN {@code TimeControl} tag (PGN standard 9.6.1): unknown ({@code ?}), no time control
 * ({@code -}), or a {@link TimeControl} in {@link TimeControlText} form. Read with {@link #parse}, written
 * with {@link #text()}.
 */
public sealed interface TimeControlTag {

    /** {@code ?}: the time control is not known. */
    record Unknown() implements TimeControlTag {
        @Override
        public String text() {
            return "?";
        }
    }

    /** {@code -}: the game was played without a clock. */
    record Untimed() implements TimeControlTag {
        @Override
        public String text() {
            return "-";
        }
    }

    /** A time control. */
    record Timed(TimeControl control) implements TimeControlTag {
        @Override
        public String text() {
            return control.text();
        }
    }

    /** The tag's text. */
    String text();

    /** Reads a tag value; problems are located in {@code text}. Never throws. */
    static ParseResult<TimeControlTag> parse(CharSequence text) {
        String s = text.toString();
        if (s.equals("?")) {
            return ParseResult.ok(new Unknown());
        }
        if (s.equals("-")) {
            return ParseResult.ok(new Untimed());
        }
        return TimeControl.parse(s).map(Timed::new);
    }
}
