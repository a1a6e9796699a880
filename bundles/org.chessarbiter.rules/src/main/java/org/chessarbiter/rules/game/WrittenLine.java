package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A line of moves: the main line of a game or a variation. Its span in the file (from the opening
 * parenthesis to the closing one for a variation) places a cursor in it.
 */
public final class WrittenLine {
    private final List<Token> leadingComments = new ArrayList<>(0);
    private final List<WrittenNode> nodes = new ArrayList<>();
    private final int start;
    private int end = Integer.MAX_VALUE;

    WrittenLine(int start) {
        this.start = start;
    }

    /** Comments written before the first move of the line. */
    public List<Token> leadingComments() {
        return leadingComments;
    }

    /** The moves in order. */
    public List<WrittenNode> nodes() {
        return nodes;
    }

    /** Start offset of the line in the file. */
    public int start() {
        return start;
    }

    /** End offset (exclusive) of the line in the file. */
    public int end() {
        return end;
    }

    /** Whether {@code offset} lies inside this line's span. */
    public boolean contains(int offset) {
        return offset >= start && offset <= end;
    }

    /** The move written at {@code offset} in this line or its variations, or null. */
    public WrittenNode moveAt(int offset) {
        for (WrittenNode n : nodes) {
            if (n.move().offset() <= offset && offset < Math.max(n.move().end(), n.move().offset() + 1)) {
                return n;
            }
            for (WrittenLine v : n.variations()) {
                WrittenNode found = v.moveAt(offset);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    void end(int offset) {
        end = offset;
    }
}
