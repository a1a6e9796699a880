package org.chessarbiter.engine;

/**
 * An engine's score for the side to move: centipawns (a pawn / soldier is about 100), or a forced mate
 * in a number of moves (positive: the side to move mates; negative: it is mated), as UCI reports them.
 *
 * @param kind centipawns or mate
 * @param value the centipawns, or the moves to mate with their sign
 */
public record Score(Kind kind, int value) {

    /** What {@link #value} counts. */
    public enum Kind {
        CENTIPAWNS, MATE
    }

    public static Score centipawns(int cp) {
        return new Score(Kind.CENTIPAWNS, cp);
    }

    /** Mate in {@code moves} moves: positive when the side to move mates, negative when it is mated (0: mated now). */
    public static Score mate(int moves) {
        return new Score(Kind.MATE, moves);
    }

    public boolean isMate() {
        return kind == Kind.MATE;
    }

    /** The score from the other side's point of view. */
    public Score negate() {
        return new Score(kind, -value);
    }

    /** UCI form: {@code cp 35} or {@code mate -2}. */
    @Override
    public String toString() {
        return (kind == Kind.MATE ? "mate " : "cp ") + value;
    }
}
