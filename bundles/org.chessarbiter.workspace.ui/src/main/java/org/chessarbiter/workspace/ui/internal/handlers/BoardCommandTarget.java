package org.chessarbiter.workspace.ui.internal.handlers;

/** What the board view's commands act on: the view that activates them (BoardView). */
public interface BoardCommandTarget {

    /** The controls of the viewer of 003_e58897bc739f0c87.txt and the keys of the board. */
    enum Control {
        FIRST, PREVIOUS, NEXT, LAST, ENTER_VARIATION, LEAVE_VARIATION, AUTOPLAY, PAUSE, FLIP
    }

    /** Does what the control does. */
    void control(Control control);

    /** Sets the autoplay's speed, in milliseconds per move. */
    void setAutoplayDelay(int milliseconds);

    /** Labels xiangqi boards with ICCS coordinates (a-i, 0-9) or with the files of Luật cờ Tướng 2004 Điều 2.1. */
    void setIccsCoordinates(boolean iccs);

    /** Writes xiangqi pieces with Vietnamese letters or Chinese characters. */
    void setVietnameseLetters(boolean vietnamese);
}
