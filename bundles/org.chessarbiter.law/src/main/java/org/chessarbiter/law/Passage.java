package org.chessarbiter.law;

/**
 * A passage of a law text that is not numbered: a paragraph, a table (kept as printed, one row a line)
 * or a note.
 *
 * @param kind what it is
 * @param text its text
 */
public record Passage(Kind kind, String text) implements LawContent {

    /** The kinds of passage, with their keyword in a {@code .luat} document. */
    public enum Kind {
        TEXT, TABLE, NOTE;

        public String keyword() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
