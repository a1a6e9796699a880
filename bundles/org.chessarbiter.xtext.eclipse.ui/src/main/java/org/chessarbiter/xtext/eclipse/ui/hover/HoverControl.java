package org.chessarbiter.xtext.eclipse.ui.hover;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.AbstractInformationControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IInformationControlExtension2;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GlyphMetrics;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

/**
 * A hover rendered: the language's Markdown ({@link HoverMarkdown}) as styled text, its fenced blocks drawn as
 * pictures where a {@link HoverPicture} draws them (a position on a board), instead of the raw Markdown in a small
 * box. A StyledText, not a browser: it needs no web engine on the machine.
 */
public final class HoverControl extends AbstractInformationControl implements IInformationControlExtension2 {

    /** The widest a hover grows before its text wraps. */
    private static final int MAX_WIDTH = 720;

    private StyledText text;
    private final List<Image> images = new ArrayList<>();
    private int pictures;

    /** A hover that shows {@code statusText} (e.g. "Press F2 for focus") at its bottom. */
    public HoverControl(Shell parent, String statusText) {
        super(parent, statusText);
        create();
    }

    /** The hover with the focus (after F2): resizable. */
    public HoverControl(Shell parent, boolean resizable) {
        super(parent, resizable);
        create();
    }

    /** The creator the editor's hover uses. */
    public static IInformationControlCreator creator() {
        return shell -> new HoverControl(shell, (String) null);
    }

    @Override
    protected void createContent(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        text.setEditable(false);
        text.setMargins(4, 3, 4, 3);
        text.setLineSpacing(2);
        text.addPaintObjectListener(e -> {
            if (e.style.data instanceof Image image) {
                e.gc.drawImage(image, e.x, e.y + e.ascent - e.style.metrics.ascent);
            }
        });
    }

    @Override
    public void setInput(Object input) {
        setInformation(input == null ? "" : input.toString());
    }

    @Override
    public void setInformation(String markdown) {
        disposeImages();
        HoverMarkdown md = HoverMarkdown.of(markdown, HoverPictures::draws);
        text.setText(md.text());
        List<StyleRange> ranges = new ArrayList<>();
        for (HoverMarkdown.Style style : md.styles()) {
            StyleRange range = new StyleRange(style.start(), style.length(), null, null,
                    (style.bold() ? SWT.BOLD : SWT.NORMAL) | (style.italic() ? SWT.ITALIC : SWT.NORMAL));
            if (style.code()) {
                range.font = JFaceResources.getTextFont();
            }
            ranges.add(range);
        }
        pictures = 0;
        for (HoverMarkdown.Block block : md.pictures()) {
            Image image = HoverPictures.draw(text.getDisplay(), block.info(), block.code());
            if (image != null) {
                images.add(image);
                pictures++;
                Rectangle bounds = image.getBounds();
                StyleRange range = new StyleRange(block.offset(), 1, null, null);
                range.metrics = new GlyphMetrics(bounds.height, 0, bounds.width);
                range.data = image;
                ranges.add(range);
            }
        }
        ranges.sort(Comparator.comparingInt((StyleRange r) -> r.start));
        text.setStyleRanges(nonOverlapping(ranges).toArray(StyleRange[]::new));
    }

    /** A bold span around a code span: the inner one is kept (StyledText takes no overlapping ranges). */
    private static List<StyleRange> nonOverlapping(List<StyleRange> sorted) {
        List<StyleRange> kept = new ArrayList<>();
        int end = 0;
        for (StyleRange range : sorted) {
            if (range.start >= end) {
                kept.add(range);
                end = range.start + range.length;
            }
        }
        return kept;
    }

    @Override
    public void setForegroundColor(Color foreground) {
        super.setForegroundColor(foreground);
        text.setForeground(foreground);
    }

    @Override
    public void setBackgroundColor(Color background) {
        super.setBackgroundColor(background);
        text.setBackground(background);
    }

    @Override
    public boolean hasContents() {
        return text.getCharCount() > 0;
    }

    @Override
    public Point computeSizeHint() {
        Point size = text.computeSize(SWT.DEFAULT, SWT.DEFAULT);
        if (size.x > MAX_WIDTH) {
            size = text.computeSize(MAX_WIDTH, SWT.DEFAULT);
        }
        Rectangle trim = computeTrim();
        return new Point(size.x + trim.width, size.y + trim.height);
    }

    @Override
    public IInformationControlCreator getInformationPresenterControlCreator() {
        return shell -> new HoverControl(shell, true);
    }

    /** The text shown (for tests and screenshots). */
    public StyledText text() {
        return text;
    }

    /** How many pictures the hover shows. */
    public int pictureCount() {
        return pictures;
    }

    @Override
    public void dispose() {
        disposeImages();
        super.dispose();
    }

    private void disposeImages() {
        images.forEach(Image::dispose);
        images.clear();
    }
}
