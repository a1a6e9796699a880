package org.chessarbiter.rules.chess.pgn;

import java.util.ArrayList;
import java.util.List;

/**
 * One move of a {@link PgnGame} as written: its SAN token, the NAGs and comments after it, and the
 * variations that are alternatives to it. Mutable while a game is built.
 */
public final class PgnNode {
    private final String san;
    private final List<Integer> nags = new ArrayList<>();
    private final List<String> comments = new ArrayList<>();
    private final List<List<PgnNode>> variations = new ArrayList<>();

    public PgnNode(String san) {
        this.san = san;
    }

    public String san() {
        return san;
    }

    public List<Integer> nags() {
        return nags;
    }

    public List<String> comments() {
        return comments;
    }

    public List<List<PgnNode>> variations() {
        return variations;
    }
}
