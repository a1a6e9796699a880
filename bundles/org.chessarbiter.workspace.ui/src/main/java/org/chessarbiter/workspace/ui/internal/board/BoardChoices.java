package org.chessarbiter.workspace.ui.internal.board;

import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.eclipse.ui.IMemento;

/**
 * The viewer's choices the board view keeps with the workbench: flipped or not, the xiangqi coordinates (the law's
 * files or ICCS), what is written on xiangqi pieces and the autoplay's speed.
 */
public final class BoardChoices {

    private static final String FLIPPED = "flipped";
    private static final String ICCS = "iccs";
    private static final String VIETNAMESE = "vietnameseLetters";
    private static final String DELAY = "autoplayDelay";

    /** Whether the second side is at the bottom. */
    public boolean flipped;
    /** Whether a xiangqi board is labelled in ICCS (a-i, 0-9) rather than with the law's files. */
    public boolean iccs;
    /** What is written on xiangqi pieces. */
    public XiangqiLabels labels = XiangqiLabels.CHINESE;
    /** The autoplay's time per move, in milliseconds. */
    public int delay = Autoplay.NORMAL;

    /** The choices saved in {@code memento} (the defaults where it has none). */
    public static BoardChoices restore(IMemento memento) {
        BoardChoices choices = new BoardChoices();
        if (memento != null) {
            choices.flipped = Boolean.TRUE.equals(memento.getBoolean(FLIPPED));
            choices.iccs = Boolean.TRUE.equals(memento.getBoolean(ICCS));
            choices.labels = Boolean.TRUE.equals(memento.getBoolean(VIETNAMESE)) ? XiangqiLabels.VIETNAMESE : XiangqiLabels.CHINESE;
            Integer delay = memento.getInteger(DELAY);
            choices.delay = delay == null ? Autoplay.NORMAL : delay;
        }
        return choices;
    }

    /** Saves the choices into {@code memento}, with the autoplay's time per move {@code delay}. */
    public void save(IMemento memento, int autoplayDelay) {
        memento.putBoolean(FLIPPED, flipped);
        memento.putBoolean(ICCS, iccs);
        memento.putBoolean(VIETNAMESE, labels == XiangqiLabels.VIETNAMESE);
        memento.putInteger(DELAY, autoplayDelay);
    }

    /** How the edges of a board of {@code shape} are labelled. */
    public CoordinateStyle coordinates(BoardShape shape) {
        return iccs && shape == BoardShape.XIANGQI ? CoordinateStyle.ICCS : CoordinateStyle.defaultFor(shape);
    }
}
