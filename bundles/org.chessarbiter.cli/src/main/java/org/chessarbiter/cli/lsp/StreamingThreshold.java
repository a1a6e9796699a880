package org.chessarbiter.cli.lsp;

import java.util.Locale;

/**
 * Which open game documents the language server checks by the streaming path ({@link LargeDocuments}) rather
 * than by the language's resources: the language parses and validates a document in one piece, on the request
 * queue every request of the server waits behind, and its time grows with the games of the document and with
 * the depth of its nested variations. A game document ({@code *.pgn}, {@code *.bienban}) is streamed when it is
 * longer than {@link LargeDocuments#THRESHOLD} characters, holds more than {@code games} games, or nests
 * variations deeper than {@code depth}. A streamed document gets the same findings (the same checks of each game)
 * but no model: hover, outline and completion answer nothing for it.
 * <p>
 * The limits can be set with the system properties {@code arbiter.lsp.streamedGames} and
 * {@code arbiter.lsp.streamedDepth}.
 *
 * @param games a document with more games than this is streamed
 * @param depth a document whose variations nest deeper than this is streamed
 */
public record StreamingThreshold(int games, int depth) {
    /** Games per document the language keeps (about a tournament's round of scoresheets, or a few rounds). */
    public static final int DEFAULT_GAMES = 100;
    /** Nesting of variations the language keeps (far beyond any annotated game). */
    public static final int DEFAULT_DEPTH = 200;

    /** The limits of the system properties, or the defaults. */
    public static StreamingThreshold fromSystemProperties() {
        return new StreamingThreshold(Integer.getInteger("arbiter.lsp.streamedGames", DEFAULT_GAMES),
                Integer.getInteger("arbiter.lsp.streamedDepth", DEFAULT_DEPTH));
    }

    /** Whether a document at {@code uri} with {@code text} is checked by the streaming path. */
    public boolean streamed(String uri, String text) {
        String lower = uri.toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".pgn") && !lower.endsWith(".bienban")) {
            return false;
        }
        return text.length() > LargeDocuments.THRESHOLD || exceeded(text);
    }

    /**
     * Whether {@code text} holds more than {@link #games} games or nests variations deeper than {@link #depth}, as
     * PGN reads it: a game begins at a tag section (a line starting with {@code [} after movetext or at the start);
     * comments ({@code {...}}, {@code ;} to the end of the line) and tag lines are
     * skipped. One pass, no allocation; it stops as soon as a limit is passed.
     */
    boolean exceeded(String text) {
        int n = text.length();
        int found = 0;
        int nesting = 0;
        boolean inTags = false; // the last line read was a tag line
        boolean lineStart = true;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (lineStart && c == '[') {
                if (!inTags && ++found > games) {
                    return true;
                }
                inTags = true;
                nesting = 0;
                i = endOfLine(text, i);
                continue;
            }
            switch (c) {
                case '\n' -> {
                    lineStart = true;
                    continue;
                }
                case '{' -> {
                    int close = text.indexOf('}', i + 1);
                    i = close < 0 ? n : close;
                }
                case ';' -> {
                    i = endOfLine(text, i);
                    continue;
                }
                case '(' -> {
                    if (++nesting > depth) {
                        return true;
                    }
                }
                case ')' -> nesting = Math.max(0, nesting - 1);
                default -> {
                }
            }
            if (c != ' ' && c != '\t' && c != '\r') {
                inTags = false;
            }
            lineStart = false;
        }
        return false;
    }

    /** The index of the line break ending the line at {@code i} (so that the loop sees it), or the end. */
    private static int endOfLine(String text, int i) {
        int nl = text.indexOf('\n', i);
        return nl < 0 ? text.length() : nl - 1;
    }
}
