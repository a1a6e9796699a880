package org.chessarbiter.law;

import java.util.Objects;

/**
 * A citation where a text writes it ({@link CitationParser#locate}): e.g. a link from the words of a regulations
 * document or of a verdict to the article in the law library.
 *
 * @param start    the offset of its first character in the text
 * @param end      the offset after its last character
 * @param citation what it cites
 */
public record CitationSpan(int start, int end, Citation citation) {

    public CitationSpan {
        Objects.requireNonNull(citation, "citation");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("a span " + start + ".." + end);
        }
    }

    /** Whether {@code offset} falls on the citation (its first character up to its last one). */
    public boolean covers(int offset) {
        return offset >= start && offset < end;
    }
}
