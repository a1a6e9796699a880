package org.chessarbiter.rules.chess.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.game.ChessKind;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.game.CheckCost;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;

/**
 * A {@link org.chessarbiter.rules.pgn.PgnVisitor} that checks every chess game of a PGN stream with THE
 * game replay ({@link GameCheck}: every move of the main line and of every variation, move numbers, the
 * endings, the result, the clocks) and hands one {@link GameReport} per game to the sink: a thin adapter
 * over {@link PgnGames} that runs the fast and normal checks and keeps their errors and warnings (the
 * expensive ones, a draw a player could have claimed, are information and left out). A game whose Variant tag names another game is reported, not replayed; an
 * error inside a variation says so.
 */
public final class GameReplayer extends PgnGames {

    /** A replayer reading PGN's English SAN. */
    public GameReplayer(ChessRules rules, Consumer<GameReport> sink) {
        this(rules, San.pgn(), sink);
    }

    /** A replayer reading moves in {@code san} (e.g. Vietnamese letters from a scoresheet). */
    public GameReplayer(ChessRules rules, San san, Consumer<GameReport> sink) {
        this(new Reports(rules, san, sink));
    }

    private GameReplayer(Reports reports) {
        super("", reports::game, reports.syntax::add);
    }

    /** Checks each game and reports it with the syntax problems read before it. */
    private static final class Reports {
        private static final GameKinds CHESS = GameKinds.of(ChessKind.INSTANCE);
        private final ChessRules rules;
        private final San san;
        private final Consumer<GameReport> sink;
        private final List<Problem> syntax = new ArrayList<>();

        Reports(ChessRules rules, San san, Consumer<GameReport> sink) {
            this.rules = rules;
            this.san = san;
            this.sink = sink;
        }

        void game(WrittenGame game) {
            Map<String, String> tags = new LinkedHashMap<>();
            game.tags().forEach(t -> tags.put(t.name(), t.value()));
            String result = game.result() != null ? game.resultScore() : game.tagValue("Result").orElse(null);
            List<Problem> problems = new ArrayList<>(syntax);
            syntax.clear();
            if (CHESS.detect(game).isEmpty()) {
                GameCheck.check(CHESS, game, Optional.empty()).findings().forEach(f -> problems.add(f.problem()));
                sink.accept(new GameReport(tags, problems, null, 0, result, Optional.empty()));
                return;
            }
            GameReplay<ChessPosition, ChessMove> replay = GameCheck.check(ChessKind.readingOnly(san), rules, san, game,
                    Optional.empty(), CheckCost.NORMAL);
            for (Finding f : replay.findings()) {
                if (!f.info()) {
                    problems.add(inVariation(replay, f.problem()));
                }
            }
            sink.accept(new GameReport(tags, problems, replay.finalPosition(), replay.mainLine().size(), result,
                    replay.finalOutcome()));
        }

        /** An error inside a variation says so: the main line goes on. */
        private static Problem inVariation(GameReplay<?, ?> replay, Problem p) {
            if (!p.isError() || replay.onMainLine(p.location().offset())) {
                return p;
            }
            return new Problem(p.kind(), p.severity(), Message.of(GameReplayer.class, "pgn.inVariation", p.message()),
                    p.location(), p.candidates());
        }
    }
}
