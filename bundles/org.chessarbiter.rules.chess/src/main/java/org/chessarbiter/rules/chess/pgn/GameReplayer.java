package org.chessarbiter.rules.chess.pgn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.pgn.PgnVisitor;

/**
 * A {@link PgnVisitor} that replays every game: every move of the main line and of every variation
 * is checked (a variation replaces the last move of its enclosing line); after an illegal,
 * ambiguous or unreadable move the rest of that line is skipped. At the end the termination
 * marker is compared with the Result tag and with the final position: a checkmate, stalemate or
 * dead position (or, under FIDE 2018, fivefold repetition / 75 moves) that contradicts the result
 * is an {@link ProblemKind#INCONSISTENT} error citing the article. One {@link GameReport} per game
 * goes to the sink.
 */
public final class GameReplayer implements PgnVisitor {
    private final ChessRules rules;
    private final Consumer<GameReport> sink;
    private final San san;

    private Map<String, String> tags;
    private Map<String, Location> tagLocations;
    private List<Problem> problems;
    private final Deque<Line> lines = new ArrayDeque<>();
    private Line main;
    private String result;
    private Location resultLocation;
    private boolean seventyFiveReported;

    /** The moves of one line (main line or variation) being replayed. */
    private static final class Line {
        ChessPosition before;
        ChessPosition current;
        boolean dead;
        List<ChessPosition> positions;
        List<ChessMove> moves;

        Line(ChessPosition before, ChessPosition current) {
            this.before = before;
            this.current = current;
            this.dead = current == null;
        }
    }

    /** A replayer reading PGN's English SAN. */
    public GameReplayer(ChessRules rules, Consumer<GameReport> sink) {
        this(rules, San.pgn(), sink);
    }

    /** A replayer reading moves in {@code san} (e.g. Vietnamese letters from a scoresheet). */
    public GameReplayer(ChessRules rules, San san, Consumer<GameReport> sink) {
        this.rules = rules;
        this.san = san;
        this.sink = sink;
        reset();
    }

    private void reset() {
        tags = new LinkedHashMap<>();
        tagLocations = new LinkedHashMap<>();
        problems = new ArrayList<>();
        lines.clear();
        main = null;
        result = null;
        resultLocation = null;
        seventyFiveReported = false;
    }

    @Override
    public void tag(String name, String value, Location location) {
        tags.put(name, value);
        tagLocations.put(name, location);
    }

    @Override
    public void endTags() {
        ChessPosition start = rules.initialPosition();
        String variant = tags.getOrDefault("Variant", "");
        if (!variant.isEmpty() && !variant.toLowerCase().matches("standard|chess ?960|fischerandom|fischer random")) {
            problems.add(problem(ProblemKind.ILLEGAL, false, tagLocations.get("Variant"), "pgn.variant", variant));
            start = null;
        } else if (tags.containsKey("FEN")) {
            ParseResult<ChessPosition> fen = Fen.parse(tags.get("FEN"));
            Location at = tagLocations.get("FEN");
            for (Problem p : fen.problems()) {
                problems.add(p.at(at.inField("FEN " + p.location().field())));
            }
            start = fen.value();
        }
        main = new Line(null, start);
        main.positions = new ArrayList<>(256);
        main.moves = new ArrayList<>(256);
        if (start != null) {
            main.positions.add(start);
        }
        lines.push(main);
    }

    @Override
    public void move(String token, Location location) {
        if (main == null) {
            endTags();
        }
        Line line = lines.peek();
        if (line.dead) {
            return;
        }
        if (line == main && !seventyFiveReported && line.current.halfmoves() >= 150
                && rules.law().seventyFiveMoves().isPresent()) {
            // FIDE 2018 9.6.2: the game was drawn automatically; later moves do not count
            seventyFiveReported = true;
            problems.add(problem(ProblemKind.INCONSISTENT, true, location, "pgn.movesAfterEnd",
                    rules.law().seventyFiveMoves().get().citation()));
        }
        ParseResult<ChessMove> r = san.parse(line.current, token);
        for (Problem p : r.problems()) {
            Problem located = p.within(location.offset(), location.line(), location.column());
            problems.add(line == main || !located.isError() ? located
                    : new Problem(located.kind(), located.severity(), Message.of(GameReplayer.class, "pgn.inVariation",
                            located.message()), located.location(), located.candidates()));
        }
        if (!r.isOk()) {
            line.dead = true;
            return;
        }
        line.before = line.current;
        line.current = line.current.play(r.value());
        if (line == main) {
            main.positions.add(line.current);
            main.moves.add(r.value());
        }
    }

    @Override
    public void beginVariation(Location location) {
        if (main == null) {
            endTags();
        }
        Line parent = lines.peek();
        Line v = new Line(null, parent.dead ? null : parent.before);
        if (!parent.dead && parent.before == null) {
            problems.add(problem(ProblemKind.INVALID_SYNTAX, true, location, "pgn.variationFirst"));
        }
        lines.push(v);
    }

    @Override
    public void endVariation(Location location) {
        if (lines.size() > 1) {
            lines.pop();
        }
    }

    @Override
    public void result(String marker, Location location) {
        result = marker;
        resultLocation = location;
    }

    @Override
    public void problem(Problem problem) {
        problems.add(problem);
    }

    @Override
    public void endGame() {
        if (main == null) {
            endTags();
        }
        Optional<Outcome> outcome = Optional.empty();
        String tagResult = tags.get("Result");
        if (result != null && tagResult != null && !tagResult.equals(result)) {
            problems.add(problem(ProblemKind.INCONSISTENT, false, resultLocation, "pgn.resultTagMismatch",
                    tagResult, result));
        }
        String claimed = result != null ? result : tagResult;
        Location claimedAt = result != null ? resultLocation : tagLocations.get("Result");
        if (main.current != null && !main.dead) {
            outcome = rules.automaticOutcome(new History<>(main.positions, main.moves));
            if (outcome.isPresent() && claimed != null && !claimed.equals(outcome.get().score())) {
                Outcome o = outcome.get();
                boolean unknown = claimed.equals("*");
                problems.add(problem(ProblemKind.INCONSISTENT, unknown, claimedAt == null ? Location.UNKNOWN : claimedAt,
                        "pgn.resultContradicts", claimed, o.verdict()));
            }
        }
        sink.accept(new GameReport(tags, List.copyOf(problems), main.current == null ? null : main.current,
                main.moves.size(), claimed, outcome));
        reset();
    }

    private static Problem problem(ProblemKind kind, boolean warning, Location at, String key, Object... args) {
        Message m = Message.of(GameReplayer.class, key, args);
        return warning ? Problem.warning(kind, at, m) : Problem.error(kind, at, m);
    }
}
