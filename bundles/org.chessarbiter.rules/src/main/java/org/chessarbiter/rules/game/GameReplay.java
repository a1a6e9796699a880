package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * A written game replayed by its engine: what the checks found, and for every move that could be
 * played the positions around it, which the editor services read (proposals, hover, conversion).
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public final class GameReplay<P extends Position<P, M>, M extends Move> {
    private final GameKind<P, M> kind;
    private final WrittenGame game;
    private final List<Finding> findings = new ArrayList<>();
    private final Map<CheckCost, List<Finding>> byCost = new EnumMap<>(CheckCost.class);
    private final Map<WrittenNode, ReplayedMove<P, M>> moves;
    private final Map<WrittenLine, P> lineStarts = new IdentityHashMap<>();
    /** The main-line moves played, in order (the replay plays the main line from its start, up to the first failure). */
    private final List<ReplayedMove<P, M>> mainMoves = new ArrayList<>();
    /** The main line as last copied; null when a main-line move was played since. */
    private List<ReplayedMove<P, M>> mainLine;
    private MoveNotation<P, M> notation;
    private Outcome finalOutcome;
    private boolean mainComplete;

    GameReplay(GameKind<P, M> kind, WrittenGame game) {
        this.kind = kind;
        this.game = game;
        // a hash map on the nodes' own hashes (their offsets; equality is identity), not an identity map
        this.moves = new HashMap<>(Math.max(32, game.main().nodes().size() * 4 / 3 + 1));
    }

    public GameKind<P, M> kind() {
        return kind;
    }

    public WrittenGame game() {
        return game;
    }

    /** Errors, warnings and information, in the order found. */
    public List<Finding> findings() {
        return List.copyOf(findings);
    }

    /** The findings of the checks of {@code cost}, in the order found. */
    public List<Finding> findings(CheckCost cost) {
        return List.copyOf(byCost.getOrDefault(cost, List.of()));
    }

    /** The notation the game is written in (the style of its main line). */
    public MoveNotation<P, M> notation() {
        return notation;
    }

    /** The move of {@code node} as replayed; empty when it could not be read or played. */
    public Optional<ReplayedMove<P, M>> move(WrittenNode node) {
        return Optional.ofNullable(moves.get(node));
    }

    /** The position before the first move of {@code line}; null when the line could not be reached. */
    public P startOf(WrittenLine line) {
        return lineStarts.get(line);
    }

    /** Whether every move of the main line was read and played. */
    public boolean mainLineComplete() {
        return mainComplete;
    }

    /** The main-line moves read and played, in order (up to the first that could not be). */
    public List<ReplayedMove<P, M>> mainLine() {
        List<ReplayedMove<P, M>> known = mainLine;
        if (known != null) {
            return known;
        }
        known = List.copyOf(mainMoves);
        mainLine = known;
        return known;
    }

    /** The written moves of {@link #mainLine()}, in order: the main line's nodes up to the first that could not be played. */
    public List<WrittenNode> mainLineNodes() {
        return game.main().nodes().subList(0, mainLine().size());
    }

    /**
     * The position after the last main-line move played (the start position when none was); null when
     * the start position itself could not be set up.
     */
    public P finalPosition() {
        List<ReplayedMove<P, M>> line = mainLine();
        return line.isEmpty() ? lineStarts.get(game.main()) : line.get(line.size() - 1).after();
    }

    /** Whether {@code offset} lies on the main line, outside every variation. */
    public boolean onMainLine(int offset) {
        for (WrittenNode node : game.main().nodes()) {
            for (WrittenLine v : node.variations()) {
                if (v.contains(offset)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** How the game ended automatically at the end of its main line (mate, stalemate, verdicts), if it did. */
    public Optional<Outcome> finalOutcome() {
        return Optional.ofNullable(finalOutcome);
    }

    /**
     * The position at {@code offset}: after the last move that ends before it, in the innermost line
     * containing it; null when that line could not be replayed up to there.
     */
    public P positionAt(int offset) {
        return positionAt(game.main(), offset);
    }

    private P positionAt(WrittenLine line, int offset) {
        P p = lineStarts.get(line);
        for (WrittenNode node : line.nodes()) {
            for (WrittenLine v : node.variations()) {
                if (v.contains(offset) && offset > v.start()) {
                    return positionAt(v, offset);
                }
            }
            if (node.move().end() > offset) {
                return p;
            }
            ReplayedMove<P, M> m = moves.get(node);
            if (m == null) {
                return null;
            }
            p = m.after();
        }
        return p;
    }

    /** The legal moves at {@code offset} written in the game's notation (empty when the position is unknown). */
    public List<String> legalMovesAt(int offset) {
        P p = positionAt(offset);
        if (p == null || notation == null) {
            return List.of();
        }
        return p.legalMoves().stream().map(m -> notation.format(p, m)).toList();
    }

    /** The move of {@code node} in every notation of its game, by notation id (empty when it was not played). */
    public Map<String, String> inAllNotations(WrittenNode node) {
        ReplayedMove<P, M> m = moves.get(node);
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        if (m != null) {
            for (MoveNotation<P, M> n : kind.notations()) {
                texts.put(n.id(), n.format(m.before(), m.move()));
            }
        }
        return texts;
    }

    /** The FEN before and after the move of {@code node}; empty when it was not played. */
    public Optional<String[]> fensAround(WrittenNode node) {
        ReplayedMove<P, M> m = moves.get(node);
        return m == null ? Optional.empty() : Optional.of(new String[] {kind.fen(m.before()), kind.fen(m.after())});
    }

    void add(Finding f) {
        findings.add(f);
        byCost.computeIfAbsent(f.cost(), c -> new ArrayList<>()).add(f);
    }

    /** The move of {@code node} played; {@code main}: the next move of the main line. */
    void played(WrittenNode node, ReplayedMove<P, M> move, boolean main) {
        moves.put(node, move);
        if (main) {
            mainMoves.add(move);
            mainLine = null;
        }
    }

    void lineStart(WrittenLine line, P start) {
        lineStarts.put(line, start);
    }

    void notation(MoveNotation<P, M> n) {
        notation = n;
    }

    void end(Outcome outcome, boolean complete) {
        finalOutcome = outcome;
        mainComplete = complete;
    }
}
