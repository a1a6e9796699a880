package org.chessarbiter.workspace.ui.board;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * The game tree as the move list shows it: the main line as running text, each variation of the main line on a
 * line of its own, indented and in parentheses, the variations inside a variation inline in parentheses (as
 * lichess lays them out); move numbers as the file writes them ({@code 2.} or {@code 2)}, {@code 2...} where a
 * line starts or goes on after a comment or a variation) and the comments without their annotation commands.
 * Each move written is a span of the text; a move the rules could not play is marked. Plain text and offsets,
 * no widgets: the view styles the spans.
 */
public final class MoveList {

    /** A move of the list: where it is in the text, whether it is on the main line, whether it could be played. */
    public record Entry(WrittenNode node, int start, int end, boolean mainLine, boolean played) {
    }

    /** A comment of the list (shown in another style). */
    public record Span(int start, int end) {
    }

    private final StringBuilder text = new StringBuilder();
    private final List<Entry> entries = new ArrayList<>();
    private final List<Span> comments = new ArrayList<>();
    private final Map<WrittenNode, Entry> byNode = new IdentityHashMap<>();
    private final String mark;

    private MoveList(WrittenGame game) {
        mark = numberMark(game);
    }

    /** The list of the replayed game's moves. */
    public static <P extends Position<P, M>, M extends Move> MoveList of(GameReplay<P, M> replay) {
        MoveList list = new MoveList(replay.game());
        list.line(replay, replay.game().main(), 0);
        return list;
    }

    /** The whole text. */
    public String text() {
        return text.toString();
    }

    /** The moves in the order of the text. */
    public List<Entry> entries() {
        return entries;
    }

    /** The comments' spans. */
    public List<Span> comments() {
        return comments;
    }

    /** The entry of a written move, if it is in the list. */
    public Optional<Entry> entryOf(WrittenNode node) {
        return Optional.ofNullable(node == null ? null : byNode.get(node));
    }

    /** The move whose text is at {@code offset} of the list (its last character included), if any. */
    public Optional<Entry> entryAt(int offset) {
        for (Entry entry : entries) {
            if (entry.start() <= offset && offset <= entry.end()) {
                return Optional.of(entry);
            }
        }
        return Optional.empty();
    }

    private <P extends Position<P, M>, M extends Move> void line(GameReplay<P, M> replay, WrittenLine line, int depth) {
        boolean number = true;
        P before = replay.startOf(line);
        for (WrittenNode node : line.nodes()) {
            Optional<ReplayedMove<P, M>> played = replay.move(node);
            if (played.isPresent()) {
                before = played.get().before();
            }
            space();
            String numberText = number(replay, node, played.isPresent() ? before : null, number);
            text.append(numberText);
            int start = text.length();
            text.append(node.move().text());
            Entry entry = new Entry(node, start, text.length(), depth == 0, played.isPresent());
            entries.add(entry);
            byNode.put(node, entry);
            before = played.map(ReplayedMove::after).orElse(null);
            number = false;
            for (Token comment : node.comments()) {
                String shown = Comments.prose(comment.text());
                if (!shown.isEmpty()) {
                    space();
                    int at = text.length();
                    text.append(shown);
                    comments.add(new Span(at, text.length()));
                    number = true;
                }
            }
            for (WrittenLine variation : node.variations()) {
                if (depth == 0) {
                    text.append('\n').append("    ");
                } else {
                    space();
                }
                text.append('(');
                line(replay, variation, depth + 1);
                text.append(')');
                number = true;
            }
            if (depth == 0 && !node.variations().isEmpty()) {
                text.append('\n');
            }
        }
    }

    /** The move number before a move: always for the first side, for the second where the line starts or resumes. */
    private <P extends Position<P, M>, M extends Move> String number(GameReplay<P, M> replay, WrittenNode node, P before,
            boolean resumed) {
        if (before == null) {
            Token written = node.number();
            return written == null ? "" : written.text() + " ";
        }
        int n = replay.kind().moveNumber(before);
        if (before.turn() == Side.FIRST) {
            return n + mark + " ";
        }
        return resumed ? n + "... " : "";
    }

    private void space() {
        int length = text.length();
        if (length > 0 && text.charAt(length - 1) != '(' && text.charAt(length - 1) != '\n'
                && text.charAt(length - 1) != ' ') {
            text.append(' ');
        }
    }

    /** {@code )} when the file numbers moves as Luật cờ Tướng 2004 Điều 11.2 does ({@code 1)}), else {@code .}. */
    private static String numberMark(WrittenGame game) {
        for (WrittenNode node : game.main().nodes()) {
            Token written = node.number();
            if (written != null && !written.text().endsWith("...")) {
                return written.text().endsWith(")") ? ")" : ".";
            }
        }
        return ".";
    }
}
