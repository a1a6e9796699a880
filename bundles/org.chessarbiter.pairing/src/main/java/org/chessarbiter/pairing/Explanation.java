package org.chessarbiter.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Message;

/**
 * Why a round was paired as it was, as lines an arbiter can read to a player: score brackets, who
 * floated and why, which rule decided each colour and the bye.
 *
 * @param lines the explanation, in reading order
 */
public record Explanation(List<Message> lines) {

    public Explanation {
        lines = List.copyOf(lines);
    }

    /** @return all lines in the given locale, one per line */
    public String text(Locale locale) {
        return lines.stream().map(m -> m.format(locale)).collect(Collectors.joining("\n"));
    }

    /** Collects lines while a system pairs. */
    public static final class Builder {
        private final List<Message> lines = new ArrayList<>();

        /** Adds a line. */
        public Builder add(Message m) {
            lines.add(m);
            return this;
        }

        /** @return the explanation so far */
        public Explanation build() {
            return new Explanation(lines);
        }
    }
}
