package org.chessarbiter.workspace.ui.board;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * A place in a replayed game: a line (the main line or a variation) and how many of its moves are played.
 * It moves as the viewer's controls do (start, previous, next, end; into a variation and out of it) and maps
 * to and from offsets in the file, as {@link GameReplay#positionAt} places a caret: the position after the
 * last move that ends before it, in the innermost line containing it. The place before the first move of a
 * variation is the place in the line it branches from (the same position). Immutable.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public final class GameCursor<P extends Position<P, M>, M extends Move> {
    private final GameReplay<P, M> replay;
    private final GameTree tree;
    private final WrittenLine line;
    private final int played;
    /** The tree of the game last walked: caret moves in one game reuse it (a game's tree is made once, not per move). */
    private static volatile GameTree lastTree;

    private GameCursor(GameReplay<P, M> replay, GameTree tree, WrittenLine line, int played) {
        this.replay = replay;
        this.tree = tree;
        this.line = line;
        this.played = played;
    }

    /** The start of the game. */
    public static <P extends Position<P, M>, M extends Move> GameCursor<P, M> start(GameReplay<P, M> replay) {
        GameTree tree = lastTree;
        if (tree == null || tree.game() != replay.game()) {
            tree = GameTree.of(replay.game());
            lastTree = tree;
        }
        return new GameCursor<>(replay, tree, replay.game().main(), 0);
    }

    /** The place of a caret at {@code offset} of the file. */
    public static <P extends Position<P, M>, M extends Move> GameCursor<P, M> at(GameReplay<P, M> replay, int offset) {
        return start(replay).at(offset);
    }

    /** The place of a caret at {@code offset} in the same game. */
    public GameCursor<P, M> at(int offset) {
        WrittenLine current = tree.main();
        int count = 0;
        boolean descended = true;
        while (descended) {
            descended = false;
            count = 0;
            for (WrittenNode node : current.nodes()) {
                WrittenLine inside = variationAt(node, offset);
                if (inside != null) {
                    current = inside;
                    descended = true;
                    break;
                }
                if (node.move().end() > offset || replay.move(node).isEmpty()) {
                    break;
                }
                count++;
            }
        }
        return new GameCursor<>(replay, tree, current, count).normalized();
    }

    private static WrittenLine variationAt(WrittenNode node, int offset) {
        for (WrittenLine v : node.variations()) {
            if (v.contains(offset) && offset > v.start()) {
                return v;
            }
        }
        return null;
    }

    public GameReplay<P, M> replay() {
        return replay;
    }

    /** The line the cursor is in. */
    public WrittenLine line() {
        return line;
    }

    /** How many moves of the line are played. */
    public int played() {
        return played;
    }

    /** Whether the cursor is in a variation. */
    public boolean inVariation() {
        return line != tree.main();
    }

    /** The position shown (null when the game's start position could not be set up). */
    public P position() {
        return played == 0 ? replay.startOf(line) : replay.move(line.nodes().get(played - 1)).orElseThrow().after();
    }

    /** The move last played to reach the position, if any. */
    public Optional<ReplayedMove<P, M>> lastMove() {
        return played == 0 ? Optional.empty() : replay.move(line.nodes().get(played - 1));
    }

    /** The written move last played, or null at the start of the game. */
    public WrittenNode node() {
        return played == 0 ? null : line.nodes().get(played - 1);
    }

    /** The written move to be played next in this line, or null at its end. */
    public WrittenNode nextNode() {
        return played < line.nodes().size() ? line.nodes().get(played) : null;
    }

    /** Where a caret shows this place: after the last move played, else before the game's first move. */
    public int caretOffset() {
        WrittenNode node = node();
        if (node != null) {
            return node.move().end();
        }
        List<WrittenNode> nodes = tree.main().nodes();
        return nodes.isEmpty() ? replay.game().start() : nodes.get(0).move().offset();
    }

    /** The start of the game (main line, no move played). */
    public GameCursor<P, M> first() {
        return new GameCursor<>(replay, tree, tree.main(), 0);
    }

    /** One move on in this line (the same place at its end or before a move that could not be played). */
    public GameCursor<P, M> next() {
        WrittenNode next = nextNode();
        return next != null && replay.move(next).isPresent() ? new GameCursor<>(replay, tree, line, played + 1) : this;
    }

    /** One move back: in a variation, back before its first move is the branching place of the line it leaves. */
    public GameCursor<P, M> previous() {
        return played == 0 ? this : new GameCursor<>(replay, tree, line, played - 1).normalized();
    }

    /** The last move of this line that could be played. */
    public GameCursor<P, M> last() {
        GameCursor<P, M> cursor = this;
        for (GameCursor<P, M> n = next(); n != cursor; n = n.next()) {
            cursor = n;
        }
        return cursor;
    }

    /** Into the first variation of the next move, after its first move; the same place when it has none. */
    public GameCursor<P, M> enterVariation() {
        WrittenNode next = nextNode();
        if (next == null) {
            return this;
        }
        for (WrittenLine v : next.variations()) {
            if (!v.nodes().isEmpty() && replay.move(v.nodes().get(0)).isPresent()) {
                return new GameCursor<>(replay, tree, v, 1);
            }
        }
        return this;
    }

    /** Out of the variation, to the place in the line it branches from; the same place on the main line. */
    public GameCursor<P, M> leaveVariation() {
        return inVariation() ? new GameCursor<>(replay, tree, line, 0).normalized() : this;
    }

    /** Before the first move of a variation is the place before the move it replaces, in that move's line. */
    private GameCursor<P, M> normalized() {
        GameCursor<P, M> cursor = this;
        while (cursor.played == 0 && cursor.inVariation()) {
            WrittenNode owner = tree.owner(cursor.line);
            cursor = new GameCursor<>(replay, tree, tree.lineOf(owner), tree.indexOf(owner));
        }
        return cursor;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameCursor<?, ?> c && c.replay == replay && c.line == line && c.played == played;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(line) * 31 + played;
    }

    @Override
    public String toString() {
        return (inVariation() ? "variation" : "main line") + " after " + played + " moves";
    }
}
