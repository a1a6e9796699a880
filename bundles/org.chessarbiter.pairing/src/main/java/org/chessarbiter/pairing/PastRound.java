package org.chessarbiter.pairing;

import java.util.Objects;
import java.util.Optional;

/**
 * One past round of one player: the opponent (0 when none), the colour played (only for
 * {@link RoundKind#PLAYED} and forfeits where the colour was assigned), what happened and the
 * points scored in that round, in tenths of a point.
 *
 * @param opponent the opponent's start number, 0 when the player had none
 * @param colour   the assigned colour, or null when none was assigned (byes)
 * @param kind     what happened
 * @param points   the points scored in that round, in tenths (a win is 10 under 1/0.5/0 scoring)
 */
public record PastRound(int opponent, Colour colour, RoundKind kind, int points) {

    public PastRound {
        Objects.requireNonNull(kind, "kind");
    }

    /** @return the colour, when one was assigned */
    public Optional<Colour> assignedColour() {
        return Optional.ofNullable(colour);
    }

    /** @return the colour actually played (C.04.3 A.6: only played games count) */
    public Optional<Colour> playedColour() {
        return kind == RoundKind.PLAYED ? Optional.ofNullable(colour) : Optional.empty();
    }

    /** A played game. */
    public static PastRound played(int opponent, Colour colour, int points) {
        return new PastRound(opponent, colour, RoundKind.PLAYED, points);
    }

    /** A round without an opponent. */
    public static PastRound bye(RoundKind kind, int points) {
        return new PastRound(0, null, kind, points);
    }
}
