package org.chessarbiter.workspace.ui.internal.print;

import org.chessarbiter.rules.Message;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Frame;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Item;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Text;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Draws a {@link LaidOutPage} on a GC (a printer's page, or an image of one): the running header with the
 * document's title, the page's frames and texts, and "Page n of m" at the foot.
 */
public final class PagePainter {

    private PagePainter() {
    }

    /** Page {@code number} of {@code count} of {@code document}, laid out on {@code geometry}. */
    public static void paint(GC gc, DeviceFonts fonts, PageGeometry geometry, LaidOutPage page, PrintedDocument document, int number,
            int count) {
        String title = document.title();
        Color black = gc.getDevice().getSystemColor(SWT.COLOR_BLACK);
        Color shade = new Color(gc.getDevice(), 220, 220, 220);
        try {
            gc.setForeground(black);
            gc.setLineWidth(Math.max(1, geometry.dpi() / 150));
            int small = fonts.lineHeight(PageLayout.SMALL);
            int margin = geometry.margin();
            gc.setFont(fonts.font(PageLayout.SMALL));
            gc.drawText(title, margin, margin, true);
            // in the document's language (a Vietnamese page in an English workbench says "Trang 1/5"); the numbers as
            // written, without a thousands separator
            String folio = Message.of(PrintMessages.class, "PrintPages_pageOf", Integer.toString(number), Integer.toString(count))
                    .format(document.language());
            int folioWidth = gc.textExtent(folio).x;
            gc.drawText(folio, (geometry.width() - folioWidth) / 2, geometry.height() - margin - small, true);
            for (Item item : page.items()) {
                if (item instanceof Frame f) {
                    frame(gc, f, shade);
                }
            }
            for (Item item : page.items()) {
                if (item instanceof Text t) {
                    gc.setFont(fonts.font(t.style()));
                    gc.setClipping(new Rectangle(t.x(), t.y(), Math.max(1, t.width()), t.height()));
                    gc.drawText(t.text(), t.x(), t.y(), true);
                    gc.setClipping((Rectangle) null);
                }
            }
        } finally {
            shade.dispose();
        }
    }

    private static void frame(GC gc, Frame f, Color shade) {
        if (f.shaded()) {
            gc.setBackground(shade);
            gc.fillRectangle(f.x(), f.y(), f.width(), f.height());
        }
        gc.setLineStyle(f.dashed() ? SWT.LINE_DASH : SWT.LINE_SOLID);
        gc.drawRectangle(f.x(), f.y(), f.width(), f.height());
        gc.setLineStyle(SWT.LINE_SOLID);
    }
}
