package org.chessarbiter.xtext.eclipse.core;

/**
 * A range the semantic highlighting calculator styled: offset, length and the style ids (the last wins).
 */
public record HighlightedRange(int offset, int length, String[] styleIds) {

    public int end() {
        return offset + length;
    }

    /** The id that decides the look: the last one given. */
    public String styleId() {
        return styleIds.length == 0 ? null : styleIds[styleIds.length - 1];
    }
}
