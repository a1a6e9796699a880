package org.chessarbiter.xtext.eclipse.ui.hover;

import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;

/**
 * Draws a fenced code block of a hover as a picture (extension point
 * {@code org.chessarbiter.xtext.eclipse.ui.hoverPictures}): a language's diagram, a position on a board. The bridge
 * knows no language: it asks every contribution and shows the first picture drawn, else the block as text.
 */
public interface HoverPicture {

    /** Whether this contribution draws the block with this info string and content. */
    boolean draws(String info, String code);

    /** The picture of the block, which the caller disposes; null when it cannot be drawn after all. */
    Image draw(Display display, String info, String code);
}
