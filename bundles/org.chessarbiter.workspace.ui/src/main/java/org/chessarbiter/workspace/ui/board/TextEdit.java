package org.chessarbiter.workspace.ui.board;

/**
 * An insertion into a scoresheet's text.
 *
 * @param offset where the text goes
 * @param text the text inserted
 * @param caret where the caret goes afterwards (just after the move written)
 */
public record TextEdit(int offset, String text, int caret) {
}
