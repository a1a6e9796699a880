package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;

/**
 * A quick fix ready to apply: its label and the text replacements it makes, as offsets into the text it
 * was computed on.
 */
public record QuickFix(String label, List<Replacement> replacements) {

    /** Replaces {@code length} characters at {@code offset} with {@code text}. */
    public record Replacement(int offset, int length, String text) {
    }

    /** Applies the replacements, from the last to the first so that earlier offsets stay valid. */
    public void apply(IDocument document) throws BadLocationException {
        List<Replacement> ordered = replacements.stream()
                .sorted(Comparator.comparingInt(Replacement::offset).reversed()).toList();
        for (Replacement replacement : ordered) {
            document.replace(replacement.offset(), replacement.length(), replacement.text());
        }
    }
}
