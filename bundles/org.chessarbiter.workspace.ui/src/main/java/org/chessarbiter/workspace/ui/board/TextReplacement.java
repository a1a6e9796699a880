package org.chessarbiter.workspace.ui.board;

/**
 * A replacement of a piece of a scoresheet's text.
 *
 * @param offset where the text replaced starts
 * @param length how long it is (0 for an insertion)
 * @param text the new text
 */
public record TextReplacement(int offset, int length, String text) {
}
