package org.chessarbiter.xtext.eclipse.ui.editor;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;

/**
 * Toggles a line-comment prefix on lines {@code first..last}: when every non-blank line starts (after
 * indentation) with the prefix, it is removed from each; otherwise it is added at the start of each
 * non-blank line.
 */
public final class LineComments {

    private LineComments() {
    }

    public static void toggle(IDocument document, int first, int last, String prefix) throws BadLocationException {
        boolean allCommented = true;
        boolean anyText = false;
        for (int line = first; line <= last; line++) {
            String text = lineText(document, line);
            if (!text.isBlank()) {
                anyText = true;
                allCommented &= text.stripLeading().startsWith(prefix);
            }
        }
        if (!anyText) {
            return;
        }
        for (int line = last; line >= first; line--) {
            String text = lineText(document, line);
            if (text.isBlank()) {
                continue;
            }
            int start = document.getLineOffset(line);
            if (allCommented) {
                int at = start + text.indexOf(prefix);
                int length = prefix.length() + (text.startsWith(prefix + " ", at - start) ? 1 : 0);
                document.replace(at, length, "");
            } else {
                document.replace(start, 0, prefix + " ");
            }
        }
    }

    private static String lineText(IDocument document, int line) throws BadLocationException {
        IRegion region = document.getLineInformation(line);
        return document.get(region.getOffset(), region.getLength());
    }
}
