package org.chessarbiter.rules.xiangqi.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.game.CheckCost;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.game.XiangqiKind;

/**
 * A {@link org.chessarbiter.rules.pgn.PgnVisitor} of the shared streaming
 * {@code org.chessarbiter.rules.pgn.PgnReader} that checks each xiangqi game with THE game replay
 * ({@link GameCheck}) and hands a {@link XiangqiGame} to a consumer: a thin adapter over {@link PgnGames}.
 * The notation is the one the {@code Format} tag names ({@code ICCS}, {@code WXF}, {@code Chinese},
 * {@code Vietnamese}, {@code Asian}, {@code Coordinate}); without the tag the moves tell it. The written
 * result is checked against the final position and the repetition verdicts (Luật cờ Tướng 2004 Điều 22-24);
 * the fast and normal checks run, and the problems are their errors and warnings (the expensive checks,
 * information such as a claimable draw, are left out).
 */
public final class GameReplayer extends PgnGames {

    public GameReplayer(Consumer<XiangqiGame> sink) {
        this(new Games(sink));
    }

    private GameReplayer(Games games) {
        super("", games::game, games.syntax::add);
    }

    /** Checks each game and hands it on with the syntax problems read before it. */
    private static final class Games {
        private final Consumer<XiangqiGame> sink;
        private final List<Problem> syntax = new ArrayList<>();

        Games(Consumer<XiangqiGame> sink) {
            this.sink = sink;
        }

        void game(WrittenGame game) {
            Map<String, String> tags = new LinkedHashMap<>();
            game.tags().forEach(t -> tags.put(t.name(), t.value()));
            List<Problem> problems = new ArrayList<>(syntax);
            syntax.clear();
            GameReplay<XiangqiPosition, XiangqiMove> replay = GameCheck.check(XiangqiKind.INSTANCE, game, Optional.empty(),
                    CheckCost.NORMAL);
            for (Finding f : replay.findings()) {
                if (!f.info()) {
                    problems.add(f.problem());
                }
            }
            XiangqiPosition start = replay.startOf(game.main());
            String result = game.result() != null ? game.resultScore() : game.tagValue("Result").orElse("*");
            sink.accept(new XiangqiGame(tags, start != null ? start : XiangqiKind.INSTANCE.start(null).value(),
                    replay.mainLine().stream().map(ReplayedMove::move).toList(), result, replay.finalOutcome(), problems));
        }
    }
}
