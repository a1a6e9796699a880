package org.chessarbiter.rules.xiangqi.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.pgn.PgnVisitor;
import org.chessarbiter.rules.xiangqi.XiangqiMessages;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.MoveListReplayer;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;

/**
 * A {@link PgnVisitor} of the shared streaming {@code org.chessarbiter.rules.pgn.PgnReader} that
 * replays each game's main line and hands a {@link XiangqiGame} to a consumer. The notation is the
 * one the {@code Format} tag names ({@code ICCS}, {@code WXF}, {@code Chinese}, {@code Vietnamese},
 * {@code Asian}, {@code Coordinate}); without the tag, the first notation that reads the first move
 * is kept for the game ({@link MoveListReplayer}). The written result is checked against the final
 * position and the repetition verdicts ({@link XiangqiRules#automaticOutcome}).
 */
public final class GameReplayer implements PgnVisitor {
    private static final Map<String, MoveNotation<XiangqiPosition, XiangqiMove>> FORMATS = Map.of(
            "iccs", XiangqiNotations.ICCS, "wxf", XiangqiNotations.WXF, "chinese", XiangqiNotations.CHINESE,
            "vietnamese", XiangqiNotations.VIETNAMESE_SHORT, "asian", XiangqiNotations.ASIAN,
            "coordinate", XiangqiNotations.VIETNAMESE_COORDINATE);

    private final Consumer<XiangqiGame> sink;
    private Map<String, String> tags;
    private List<Problem> problems;
    private History<XiangqiPosition, XiangqiMove> history;
    private MoveListReplayer reader;
    private String marker;
    private int variationDepth;
    private boolean stopped;

    public GameReplayer(Consumer<XiangqiGame> sink) {
        this.sink = sink;
    }

    @Override
    public void beginGame(Location location) {
        tags = new LinkedHashMap<>();
        problems = new ArrayList<>();
        history = null;
        reader = MoveListReplayer.of(null);
        marker = null;
        variationDepth = 0;
        stopped = false;
    }

    @Override
    public void tag(String name, String value, Location location) {
        tags.put(name, value);
        if (name.equals("FEN")) {
            ParseResult<XiangqiPosition> fen = XiangqiFen.parse(value);
            fen.problems().forEach(p -> problems.add(p.at(location.inField("FEN"))));
            if (fen.isOk()) {
                history = History.of(fen.value());
            } else {
                stopped = true;
            }
        }
        if (name.equals("Format")) {
            reader = MoveListReplayer.of(FORMATS.get(value.toLowerCase(Locale.ROOT)));
        }
    }

    @Override
    public void endTags() {
        if (history == null) {
            history = History.of(XiangqiRules.LAW_2004.initialPosition());
        }
    }

    @Override
    public void move(String text, Location location) {
        if (variationDepth > 0 || stopped) {
            return;
        }
        String bare = text.replaceAll("[!?]+$", "");
        ParseResult<XiangqiMove> r = reader.read(history.current(), bare);
        if (!r.isOk()) {
            r.problems().forEach(p -> problems.add(p.within(location.offset(), location.line(), location.column())));
            stopped = true;
            return;
        }
        history = history.play(r.value());
    }

    @Override
    public void beginVariation(Location location) {
        variationDepth++;
    }

    @Override
    public void endVariation(Location location) {
        variationDepth--;
    }

    @Override
    public void result(String result, Location location) {
        marker = result;
        String tagged = tags.get("Result");
        if (tagged != null && !tagged.equals(result)) {
            problems.add(Problem.error(ProblemKind.INCONSISTENT, location, XiangqiMessages.of("pgn.resultTag", tagged, result)));
        }
    }

    @Override
    public void problem(Problem problem) {
        if (problems != null) {
            problems.add(problem);
        }
    }

    @Override
    public void endGame() {
        if (history == null) {
            endTags();
        }
        String result = marker != null ? marker : tags.getOrDefault("Result", "*");
        Optional<Outcome> outcome = stopped ? Optional.empty() : XiangqiRules.LAW_2004.automaticOutcome(history);
        if (outcome.isPresent() && !result.equals("*") && !result.equals(outcome.get().score())) {
            problems.add(Problem.error(ProblemKind.INCONSISTENT, Location.UNKNOWN.inField("Result"),
                    XiangqiMessages.of("pgn.resultContradicts", result, outcome.get().score(), outcome.get().article().citation())));
        }
        sink.accept(new XiangqiGame(tags, history.positions().get(0), history.moves(), result, outcome, problems));
    }
}
