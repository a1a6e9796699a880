package org.chessarbiter.workspace.regulations;

import java.util.Optional;

import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.clock.TimeControl;

/**
 * What a tournament's regulations say about the clock ({@link RegulationsSettings#clock}).
 *
 * @param edition the law edition the clock follows (the law named, else the current law of the game set)
 * @param control the time control, when the regulations give its PGN form and it can be read
 */
public record ClockSettings(Optional<LawEdition> edition, Optional<TimeControl> control) {
}
