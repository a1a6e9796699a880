package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.xtext.eclipse.ui.editor.TextHover;
import org.chessarbiter.xtext.eclipse.ui.hover.HoverControl;
import org.chessarbiter.xtext.eclipse.ui.hover.HoverMarkdown;
import org.eclipse.jface.text.IInformationControl;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The scoresheet editor's hovers rendered: formatted text and small boards, not the raw Markdown ({@code **Mf3**},
 * code fences, text diagrams) the hover service answers.
 */
class RenderedHoverTest extends BoardViewFixture {

    @Test
    void theHoverOfAMoveShowsFormattedTextAndTwoBoards() throws Exception {
        String text = "[WhiteNumber \"3\"]\n\n1. e4 e5 2. Mf3 *\n";
        ITextEditor editor = open("hover.bienban", text);
        HoverControl control = show(editor, text.indexOf("Mf3") + 1);
        String shown = control.text().getText();
        assertFalse(shown.contains("**") || shown.contains("```") || shown.contains("`"), shown);
        assertFalse(shown.contains("R N B Q K B N R"), "the text diagrams are pictures: " + shown);
        assertTrue(shown.startsWith("Mf3\n"), shown);
        assertTrue(shown.contains("\u2022 san-en: Nf3"), "the list items as bullets: " + shown);
        assertEquals(2, control.pictureCount(), "the position before and after the move");
        StyleRange title = control.text().getStyleRangeAtOffset(0);
        assertTrue(title != null && (title.fontStyle & SWT.BOLD) != 0, "the move in bold");
        Screenshots.save(Ui.capture(control.text().getShell()), "hover-move-rendered");
        control.dispose();

        HoverControl tag = show(editor, text.indexOf("WhiteNumber") + 1);
        assertFalse(tag.text().getText().contains("**"), tag.text().getText());
        Screenshots.save(Ui.capture(tag.text().getShell()), "hover-tag-rendered");
        tag.dispose();
    }

    @Test
    void aXiangqiMoveHoverShowsXiangqiBoards() throws Exception {
        String text = "[Game \"Cờ Tướng\"]\n\n1) P2-5 M8.7 *\n";
        ITextEditor editor = open("hover-co-tuong.bienban", text);
        HoverControl control = show(editor, text.indexOf("M8.7") + 1);
        assertEquals(2, control.pictureCount());
        Screenshots.save(Ui.capture(control.text().getShell()), "hover-xiangqi-rendered");
        control.dispose();
    }

    @Test
    void markdownIsReadIntoStyledText() {
        HoverMarkdown md = HoverMarkdown.of("# Title\n\n**M:d5**: takes `d5` and *more*, [law](http://x)\n\n- a\n- b\n\n```\ncode\n```\n",
                (info, code) -> false);
        assertEquals("Title\nM:d5: takes d5 and more, law\n\u2022 a\n\u2022 b\ncode", md.text());
        assertEquals(List.of(new HoverMarkdown.Style(0, 5, true, false, false), new HoverMarkdown.Style(6, 4, true, false, false),
                new HoverMarkdown.Style(18, 2, false, false, true), new HoverMarkdown.Style(25, 4, false, true, false),
                new HoverMarkdown.Style(43, 4, false, false, true)), md.styles());
        HoverMarkdown drawn = HoverMarkdown.of("x\n```\na\n```\n\n```\nb\n```\n", (info, code) -> true);
        assertEquals("x\n\uFFFC  \uFFFC", drawn.text(), "pictures one after the other share a line");
        assertEquals(2, drawn.pictures().size());
    }

    /** The hover at {@code offset} of the editor, as the editor shows it: its control, with the hover's answer. */
    private HoverControl show(ITextEditor editor, int offset) {
        ITextViewer viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
        TextHover hover = new TextHover();
        IRegion region = hover.getHoverRegion(viewer, offset);
        Object info = hover.getHoverInfo2(viewer, region);
        assertTrue(info instanceof String s && !s.isBlank(), "the hover service answers at " + offset);
        IInformationControl created = hover.getHoverControlCreator().createInformationControl(viewer.getTextWidget().getShell());
        HoverControl control = (HoverControl) created;
        control.setInput(info);
        Point size = control.computeSizeHint();
        control.setSize(size.x, size.y);
        Point at = viewer.getTextWidget().toDisplay(viewer.getTextWidget().getLocationAtOffset(offset));
        control.setLocation(new Point(at.x, at.y + 20));
        control.setVisible(true);
        return control;
    }
}
