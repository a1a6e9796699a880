package org.chessarbiter.rules.clock;

import java.util.Optional;
import java.util.OptionalLong;
import org.chessarbiter.rules.Side;

/**
 * A claim of {@code side} and what the arbiter answered: {@code [%incident claim side=black type=fifty
 * outcome=rejected penalty=+2:00]} (FIDE 2018 9.2, 9.3, 9.5, III.4, III.5; FIDE 2000 9.2, 9.3, 9.5, 10.2; Luật cờ Tướng
 * 2004 Điều 12).
 *
 * @param side the claimant
 * @param claim what is claimed
 * @param answer the arbiter's answer
 * @param penalty the time the arbiter gave the opponent, as recorded (checked against the law), if recorded
 */
public record ClaimIncident(Side side, Claim claim, Answer answer, OptionalLong penalty) implements Incident {

    /** What a player claims. */
    public enum Claim {
        /** A threefold repetition (FIDE 2018 9.2; FIDE 2000 9.2). */
        THREEFOLD,
        /** Fifty moves (FIDE 2018 9.3; FIDE 2000 9.3; Luật cờ Tướng 2004 Điều 12). */
        FIFTY_MOVES,
        /** A draw in the quickplay finish (FIDE 2018 III.5; FIDE 2000 10.2). */
        QUICKPLAY_FINISH,
        /**
         * The request of a five-second increment for both players in the quickplay finish, a draw offer too (FIDE
         * 2018 III.4): accepted, the arbiter sets the clocks to it and the opponent gets two minutes; rejected, the
         * arbiter refuses it. A draw the opponent accepts is the game's result.
         */
        INCREMENT;

        /** The draw claim the arbiter checks on the board; empty for the quickplay finish, which he judges. */
        public Optional<DrawClaim> drawClaim() {
            return switch (this) {
                case THREEFOLD -> Optional.of(DrawClaim.THREEFOLD);
                case FIFTY_MOVES -> Optional.of(DrawClaim.FIFTY_MOVES);
                case QUICKPLAY_FINISH, INCREMENT -> Optional.empty();
            };
        }
    }

    /** The arbiter's answer. */
    public enum Answer {
        /** The claim is right: the game is drawn. */
        ACCEPTED,
        /** The claim is wrong (or, in the quickplay finish, rejected). */
        REJECTED,
        /** The decision is postponed (quickplay finish only: FIDE 2018 III.5.2; FIDE 2000 10.2(b)). */
        POSTPONED;

        /** The arbiter's finding on a quickplay-finish claim. */
        public QuickplayFinding finding() {
            return switch (this) {
                case ACCEPTED -> QuickplayFinding.DRAW;
                case REJECTED -> QuickplayFinding.REJECTED;
                case POSTPONED -> QuickplayFinding.POSTPONED;
            };
        }
    }
}
