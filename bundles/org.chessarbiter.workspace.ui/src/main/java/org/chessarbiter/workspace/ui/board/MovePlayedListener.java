package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

/** Hears the new moves made on the board (the clock presses its button) and may have text written after each. */
@FunctionalInterface
public interface MovePlayedListener {

    /** {@code move} is about to be written; the answer, if any, is written after it (e.g. a clock comment). */
    Optional<String> played(MovePlayed move);
}
