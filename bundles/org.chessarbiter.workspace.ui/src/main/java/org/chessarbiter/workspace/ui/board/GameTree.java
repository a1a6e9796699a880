package org.chessarbiter.workspace.ui.board;

import java.util.IdentityHashMap;
import java.util.Map;

import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * The lines of a written game as a tree: for each variation the move it is an alternative to, for each move
 * its line and place in it. Computed once per game; what {@link GameCursor} walks.
 */
public final class GameTree {
    private final WrittenGame game;
    private final Map<WrittenLine, WrittenNode> owners = new IdentityHashMap<>();
    private final Map<WrittenNode, WrittenLine> lines = new IdentityHashMap<>();
    private final Map<WrittenNode, Integer> indexes = new IdentityHashMap<>();

    private GameTree(WrittenGame game) {
        this.game = game;
        add(game.main());
    }

    /** The tree of {@code game}. */
    public static GameTree of(WrittenGame game) {
        return new GameTree(game);
    }

    public WrittenGame game() {
        return game;
    }

    public WrittenLine main() {
        return game.main();
    }

    /** The move a variation is an alternative to; null for the main line. */
    public WrittenNode owner(WrittenLine line) {
        return owners.get(line);
    }

    /** The line a move is written in. */
    public WrittenLine lineOf(WrittenNode node) {
        return lines.get(node);
    }

    /** The place of a move in its line, from 0. */
    public int indexOf(WrittenNode node) {
        return indexes.getOrDefault(node, -1);
    }

    private void add(WrittenLine line) {
        int i = 0;
        for (WrittenNode node : line.nodes()) {
            lines.put(node, line);
            indexes.put(node, i++);
            for (WrittenLine variation : node.variations()) {
                owners.put(variation, node);
                add(variation);
            }
        }
    }
}
