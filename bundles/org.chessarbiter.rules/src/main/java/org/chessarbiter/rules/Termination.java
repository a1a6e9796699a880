package org.chessarbiter.rules;

/**
 * Why a game ended (or could end). Games share {@link StandardTermination}; a game with endings of
 * its own may add an enum implementing this interface in its own bundle.
 */
public interface Termination {
    /** A stable identifier, e.g. {@code CHECKMATE}. */
    String id();

    /**
     * The name of this termination for people; by default key {@code termination.<id>} of this
     * package's bundle (an implementation in another bundle overrides this with its own anchor).
     */
    default Message message() {
        return Message.of(Termination.class, "termination." + id());
    }
}
