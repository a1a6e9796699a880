package org.chessarbiter.rules.chess.pgn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.pgn.PgnVisitor;

/** A {@link PgnVisitor} that builds a {@link PgnGame} tree per game (moves as written, unvalidated). */
public final class PgnGameCollector implements PgnVisitor {
    private final Consumer<PgnGame> sink;
    private Map<String, String> tags = new LinkedHashMap<>();
    private List<String> preComments = new ArrayList<>();
    private final Deque<List<PgnNode>> lines = new ArrayDeque<>();
    private final Deque<PgnNode> anchors = new ArrayDeque<>();
    private List<PgnNode> mainline = new ArrayList<>();
    private String result = "*";

    public PgnGameCollector(Consumer<PgnGame> sink) {
        this.sink = sink;
        lines.push(mainline);
    }

    private PgnNode last() {
        List<PgnNode> line = lines.peek();
        return line.isEmpty() ? null : line.get(line.size() - 1);
    }

    @Override
    public void tag(String name, String value, Location location) {
        tags.put(name, value);
    }

    @Override
    public void move(String san, Location location) {
        lines.peek().add(new PgnNode(san));
    }

    @Override
    public void nag(int nag, Location location) {
        PgnNode n = last();
        if (n != null) {
            n.nags().add(nag);
        }
    }

    @Override
    public void comment(String text, Location location) {
        PgnNode n = last();
        if (n != null) {
            n.comments().add(text.trim());
        } else if (lines.size() == 1) {
            preComments.add(text.trim());
        }
    }

    @Override
    public void beginVariation(Location location) {
        PgnNode anchor = last();
        List<PgnNode> v = new ArrayList<>();
        if (anchor != null) {
            anchor.variations().add(v);
        }
        anchors.push(anchor == null ? new PgnNode("") : anchor);
        lines.push(v);
    }

    @Override
    public void endVariation(Location location) {
        if (lines.size() > 1) {
            lines.pop();
            anchors.pop();
        }
    }

    @Override
    public void result(String marker, Location location) {
        result = marker;
    }

    @Override
    public void endGame() {
        sink.accept(new PgnGame(tags, preComments, mainline, result));
        tags = new LinkedHashMap<>();
        preComments = new ArrayList<>();
        mainline = new ArrayList<>();
        lines.clear();
        anchors.clear();
        lines.push(mainline);
        result = "*";
    }
}
