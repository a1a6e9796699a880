package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Typing in a scoresheet closes what PGN opens: the quote of a tag value, the bracket of a tag, the brace of
 * a comment, the parenthesis of a variation; typing the closing character steps over the one inserted.
 * Characters are typed as key events to the text widget, as the keyboard does (the viewer's auto-edit strategies apply).
 */
class AutoClosingTest {

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void bracketsBracesParenthesesAndQuotesAreClosedAndSteppedOver() throws Exception {
        StyledText text = open("tu-dong.bienban", "\n1. e4 *\n");
        IDocument document = activeDocument();
        type(text, 0, "[");
        assertEquals("[]\n1. e4 *\n", document.get(), "a tag's bracket is closed");
        assertEquals(1, text.getCaretOffset(), "the caret between the pair");
        type(text, 1, "Event ");
        type(text, text.getCaretOffset(), "\"");
        assertEquals("[Event \"\"]\n1. e4 *\n", document.get(), "a tag value's quote is closed");
        type(text, text.getCaretOffset(), "Giải");
        type(text, text.getCaretOffset(), "\"");
        type(text, text.getCaretOffset(), "]");
        assertEquals("[Event \"Giải\"]\n1. e4 *\n", document.get(), "the closing quote and bracket are stepped over");
        assertEquals("[Event \"Giải\"]".length(), text.getCaretOffset());

        int afterMove = document.get().indexOf("e4") + 2;
        type(text, afterMove, " ");
        type(text, afterMove + 1, "{");
        assertEquals("[Event \"Giải\"]\n1. e4 {} *\n", document.get(), "a comment's brace is closed");
        type(text, text.getCaretOffset(), "tốt}");
        assertEquals("[Event \"Giải\"]\n1. e4 {tốt} *\n", document.get());
        int variation = document.get().indexOf('}') + 1;
        type(text, variation, " ");
        type(text, variation + 1, "(");
        type(text, text.getCaretOffset(), "1. d4)");
        assertEquals("[Event \"Giải\"]\n1. e4 {tốt} (1. d4) *\n", document.get(), "a variation's parenthesis is closed and stepped over");
    }

    @Test
    void nothingIsClosedBeforeAWordOrAfterALetter() throws Exception {
        StyledText text = open("khong-dong.bienban", "1. e4 e5 *\n");
        IDocument document = activeDocument();
        type(text, document.get().indexOf("e5"), "(");
        assertEquals("1. e4 (e5 *\n", document.get(), "an opening parenthesis before a move stays alone");
        type(text, document.get().indexOf(" *"), "\"");
        assertEquals("1. e4 (e5\" *\n", document.get(), "a quote after a letter ends a word: not doubled");
    }

    private static StyledText open(String name, String content) throws Exception {
        IProject project = Workbench.project("go-tu-dong");
        IFile file = Workbench.write(project, name, content);
        ITextEditor editor = Workbench.open(file);
        return Workbench.viewer(editor).getTextWidget();
    }

    private static IDocument activeDocument() {
        return Workbench.document((ITextEditor) Workbench.page().getActiveEditor());
    }

    /** Types {@code characters} one by one at {@code offset}, as the keyboard does (key events to the widget). */
    private static void type(StyledText text, int offset, String characters) {
        text.setCaretOffset(offset);
        for (char c : characters.toCharArray()) {
            Event key = new Event();
            key.character = c;
            key.doit = true;
            text.notifyListeners(SWT.KeyDown, key);
        }
    }
}
