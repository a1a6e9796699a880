package org.chessarbiter.workspace.ui.internal.clock;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.workspace.ui.clock.ClockFace;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * Paints the two faces of the clock side by side, the first side's on the left: the side's name, its time in
 * large figures, the period and move counter and the bonus. The running face is lit, a fallen flag red. The faces
 * fit the area they are given: the time's figures shrink, then the lines under them give way, so that the lines
 * the view shows under the faces (the verdict) keep their room.
 */
public final class ClockPainter {

    private static final RGB RUNNING = new RGB(255, 236, 150);
    private static final RGB IDLE = new RGB(236, 236, 236);
    private static final RGB FLAGGED = new RGB(240, 170, 170);
    private static final RGB FRAME = new RGB(90, 90, 90);
    private static final RGB FLAG_TEXT = new RGB(170, 0, 0);
    private static final int GAP = 8;
    private static final int PADDING = 6;

    private final Display display;
    private final FontData base;
    private final Map<Integer, Font> timeFonts = new HashMap<>();
    private final Font bold;

    /** Fonts for {@code display}, sized from its default font; {@link #dispose} frees them. */
    public ClockPainter(Display display) {
        this.display = display;
        base = display.getSystemFont().getFontData()[0];
        bold = new Font(display, base.getName(), base.getHeight() + 1, SWT.BOLD);
    }

    public void dispose() {
        timeFonts.values().forEach(Font::dispose);
        bold.dispose();
    }

    /**
     * The time's font: the largest, from three times the default down to the default, in which {@code widest} fits
     * {@code width} and {@code height}.
     */
    private Font timeFont(GC gc, String widest, int width, int height) {
        for (int size = base.getHeight() * 3; size > base.getHeight(); size--) {
            gc.setFont(timeFont(size));
            Point extent = gc.textExtent(widest);
            if (extent.x <= width && extent.y <= height) {
                return gc.getFont();
            }
        }
        return timeFont(base.getHeight());
    }

    private Font timeFont(int height) {
        return timeFonts.computeIfAbsent(height, h -> new Font(display, base.getName(), h, SWT.BOLD));
    }

    /** Paints {@code faces} (two, or none when the view has no game) into {@code area}. */
    public void paint(GC gc, Rectangle area, List<ClockFace> faces) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        if (faces.size() != 2) {
            return;
        }
        int width = (area.width - 3 * GAP) / 2;
        for (int i = 0; i < 2; i++) {
            face(gc, new Rectangle(area.x + GAP + i * (width + GAP), area.y + GAP, width, area.height - 2 * GAP), faces.get(i));
        }
    }

    private void face(GC gc, Rectangle r, ClockFace face) {
        Display d = gc.getDevice() instanceof Display display ? display : Display.getCurrent();
        Color background = new Color(d, face.flagged() ? FLAGGED : face.running() ? RUNNING : IDLE);
        Color frame = new Color(d, FRAME);
        gc.setBackground(background);
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 12, 12);
        gc.setForeground(frame);
        gc.setLineWidth(face.running() ? 3 : 1);
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, 12, 12);
        gc.setForeground(d.getSystemColor(SWT.COLOR_BLACK));
        gc.setFont(bold);
        String title = face.flagged() ? face.name() + "  \u2014  " + ClockMessages.ClockView_flag : face.name();
        int titleHeight = gc.textExtent(title).y + 2;
        gc.setFont(null);
        // the lines under the time, as many as the face has room for beside a time of at least the default size
        int lineHeight = gc.textExtent("Ag").y + 2;
        List<String> lines = lines(gc, face, r.width - 2 * PADDING);
        int inner = r.height - 2 * 4 - titleHeight - 2;
        while (!lines.isEmpty() && inner - lines.size() * lineHeight < lineHeight) {
            lines = lines.subList(0, lines.size() - 1);
        }
        int y = r.y + 4;
        gc.setFont(bold);
        if (face.flagged()) {
            gc.setForeground(new Color(d, FLAG_TEXT));
        }
        y = centred(gc, title, r, y);
        gc.setForeground(d.getSystemColor(SWT.COLOR_BLACK));
        gc.setFont(timeFont(gc, "0:00:00", r.width - 2 * PADDING, inner - lines.size() * lineHeight));
        y = centred(gc, Faces.time(face.remaining()), r, y + 2);
        gc.setFont(null);
        for (String line : lines) {
            y = centred(gc, line, r, y);
        }
    }

    /** The lines under a face's time: the period and move counter (on two lines when narrow), then the bonus. */
    private static List<String> lines(GC gc, ClockFace face, int width) {
        List<String> lines = new ArrayList<>();
        String period = Faces.period(face);
        int dot = period.indexOf(" \u00b7 ");
        if (gc.textExtent(period).x > width && dot > 0) {
            lines.add(period.substring(0, dot));
            lines.add(period.substring(dot + 3));
        } else {
            lines.add(period);
        }
        if (!face.bonus().isEmpty()) {
            lines.add(face.bonus());
        }
        return lines;
    }

    /** Draws {@code text} centred in {@code r} at {@code y}; the y under it. */
    private static int centred(GC gc, String text, Rectangle r, int y) {
        Point size = gc.textExtent(text);
        gc.drawText(text, r.x + Math.max(2, (r.width - size.x) / 2), y, true);
        return y + size.y + 2;
    }

    /** The least height of the faces: the side's name and its time in the default size (the other lines give way). */
    public int minimumHeight(GC gc) {
        gc.setFont(bold);
        int h = gc.textExtent("Ag").y;
        gc.setFont(timeFont(base.getHeight()));
        h += gc.textExtent("0:00").y;
        gc.setFont(null);
        return h + 16 + 2 * GAP;
    }
}
