package org.chessarbiter.rules.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Builds a {@link WrittenGame} from the parts of a game in file order. One code path for both ways in:
 * the editor's model (mapped element by element) and the streaming PGN reader (its visitor events).
 * Parts out of place are kept, never dropped: a NAG or draw offer before the first move of a line
 * becomes a comment-like leading token, a variation before any move is attached to nothing and
 * reported by {@link #orphans()}.
 */
public final class WrittenGameBuilder {
    private final List<WrittenTag> tags = new ArrayList<>();
    private final Deque<WrittenLine> lines = new ArrayDeque<>();
    private final List<Token> orphans = new ArrayList<>();
    private final WrittenLine main;
    private final int start;
    private Token pendingNumber;

    /** A game starting at {@code start}. */
    public WrittenGameBuilder(int start) {
        this.start = start;
        this.main = new WrittenLine(start);
        lines.push(main);
    }

    public WrittenGameBuilder tag(String name, String value, Token where, Token valueAt) {
        tags.add(new WrittenTag(name, value, where, valueAt));
        return this;
    }

    /** A move number: it belongs to the next move of the current line. */
    public WrittenGameBuilder number(Token t) {
        pendingNumber = t;
        return this;
    }

    public WrittenGameBuilder move(Token t) {
        lines.peek().nodes().add(new WrittenNode(t, pendingNumber));
        pendingNumber = null;
        return this;
    }

    /** A {@code !?} suffix glued to the last move. */
    public WrittenGameBuilder suffix(Token t) {
        return onLastMove(t, WrittenNode::suffix);
    }

    public WrittenGameBuilder nag(Token t) {
        return onLastMove(t, WrittenNode::nag);
    }

    public WrittenGameBuilder comment(Token t) {
        WrittenNode n = last();
        if (n == null) {
            lines.peek().leadingComments().add(t);
        } else {
            n.comment(t);
        }
        return this;
    }

    public WrittenGameBuilder drawOffer(Token t) {
        return onLastMove(t, WrittenNode::drawOffer);
    }

    /** A variation opens at {@code offset}: an alternative to the last move of the current line. */
    public WrittenGameBuilder beginVariation(Token open) {
        WrittenLine v = new WrittenLine(open.offset());
        onLastMove(open, (n, token) -> n.variation(v));
        lines.push(v);
        pendingNumber = null;
        return this;
    }

    /** The innermost variation closes at {@code end} (exclusive). */
    public WrittenGameBuilder endVariation(int end) {
        if (lines.size() > 1) {
            lines.pop().end(end);
        }
        pendingNumber = null;
        return this;
    }

    /** Parts that had nothing to attach to (a NAG or variation before the first move). */
    public List<Token> orphans() {
        return List.copyOf(orphans);
    }

    /** The game, ending with {@code result} (null when the marker is missing) at {@code end}. */
    public WrittenGame build(Token result, int end, String fileExtension) {
        while (lines.size() > 1) {
            lines.pop().end(end);
        }
        main.end(end);
        return new WrittenGame(tags, main, result, start, end, fileExtension == null ? "" : fileExtension, orphans);
    }

    /** Attaches {@code t} to the last move of the current line; before any move it is an orphan. */
    private WrittenGameBuilder onLastMove(Token t, BiConsumer<WrittenNode, Token> attach) {
        WrittenNode n = last();
        if (n == null) {
            orphans.add(t);
        } else {
            attach.accept(n, t);
        }
        return this;
    }

    private WrittenNode last() {
        List<WrittenNode> nodes = lines.peek().nodes();
        return nodes.isEmpty() ? null : nodes.get(nodes.size() - 1);
    }
}
