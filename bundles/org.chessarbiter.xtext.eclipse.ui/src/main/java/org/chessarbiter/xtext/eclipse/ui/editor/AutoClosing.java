package org.chessarbiter.xtext.eclipse.ui.editor;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentCommand;
import org.eclipse.jface.text.IAutoEditStrategy;
import org.eclipse.jface.text.IDocument;

/**
 * Closes brackets and quotes as one types (extension point {@code org.eclipse.ui.genericeditor.autoEditStrategies}),
 * with the pairs the language declares ({@code autoClose}, by default its {@code brackets}): typing an opening
 * character before a space, a line end, the end of the text or a closing character inserts the pair with the
 * caret between; typing a closing character just before the same character steps over it. A quote (a pair of
 * one character twice) is closed only where it cannot end a word ({@code "abc"} typed by hand still works).
 */
public class AutoClosing implements IAutoEditStrategy {

    @Override
    public void customizeDocumentCommand(IDocument document, DocumentCommand command) {
        if (command.length != 0 || command.text == null || command.text.length() != 1) {
            return;
        }
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        if (model == null || model.isLarge()) {
            return;
        }
        String pairs = model.language().autoClosePairs();
        char typed = command.text.charAt(0);
        char next = charAt(document, command.offset);
        for (int i = 0; i + 1 < pairs.length(); i += 2) {
            char open = pairs.charAt(i);
            char close = pairs.charAt(i + 1);
            if (typed == close && next == close) {
                command.text = "";
                moveCaret(command, command.offset + 1);
                return;
            }
            if (typed == open && closesBefore(next, pairs)
                    && (open != close || !Character.isLetterOrDigit(charAt(document, command.offset - 1)))) {
                command.text = String.valueOf(open) + close;
                moveCaret(command, command.offset + 1);
                return;
            }
        }
    }

    /** Whether a pair may be closed before {@code next}: nothing, white space or a closing character follows. */
    private static boolean closesBefore(char next, String pairs) {
        if (next == 0 || Character.isWhitespace(next)) {
            return true;
        }
        for (int i = 1; i < pairs.length(); i += 2) {
            if (pairs.charAt(i) == next && pairs.charAt(i - 1) != next) {
                return true;
            }
        }
        return false;
    }

    private static void moveCaret(DocumentCommand command, int offset) {
        command.caretOffset = offset;
        command.shiftsCaret = false;
    }

    /** The character at {@code offset}, 0 outside the text. */
    private static char charAt(IDocument document, int offset) {
        try {
            return offset >= 0 && offset < document.getLength() ? document.getChar(offset) : 0;
        } catch (BadLocationException e) {
            return 0;
        }
    }
}
