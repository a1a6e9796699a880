package org.chessarbiter.pairing.knockout;

import org.chessarbiter.rules.Message;

/** What happens next in a knockout match ({@link KnockoutMatch}). */
public sealed interface MatchStep {

    /**
     * Play game {@code game}.
     *
     * @param game   1-based game number
     * @param aWhite true when player A has white
     */
    record Play(int game, boolean aWhite) implements MatchStep {
    }

    /** Draw lots for the colours of the deciding game {@code game}. */
    record DrawColours(int game) implements MatchStep {
    }

    /** Draw lots for the winner. */
    record DrawWinner() implements MatchStep {
    }

    /**
     * The match is decided.
     *
     * @param aWins   true when A goes through
     * @param verdict why, citing the article
     */
    record Decided(boolean aWins, Message verdict) implements MatchStep {
    }
}
