package org.chessarbiter.engine;

import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;

/**
 * Measures two strength levels of the embedded engine against each other: a match of {@code games} games
 * of each kind, colours alternating, each game played to its end under the rules or to a cap of 300 plies
 * (counted as a draw). Run by {@code tools/engine-match LEVEL_A LEVEL_B GAMES [MILLIS]}: each level searches to
 * its depth, within MILLIS per move when given (0 or none: no time limit, so the match does not depend on the
 * machine's speed); prints one line per game and the score of level A per kind.
 */
public final class StrengthMatch {
    private static final int MAX_PLIES = 300;

    private StrengthMatch() {
    }

    public static void main(String[] args) throws EngineException {
        int a = Integer.parseInt(args[0]);
        int b = Integer.parseInt(args[1]);
        int games = Integer.parseInt(args[2]);
        long millis = args.length > 3 ? Long.parseLong(args[3]) : 0;
        SearchLimits la = SearchLimits.level(StrengthLevel.of(a)).withMoveTime(millis);
        SearchLimits lb = SearchLimits.level(StrengthLevel.of(b)).withMoveTime(millis);
        String kinds = args.length > 4 ? args[4] : "chess,xiangqi";
        if (kinds.contains("chess")) {
            match(org.chessarbiter.rules.chess.ChessRules.fide2018(), ChessEngines.INSTANCE, a, la, b, lb, games);
        }
        if (kinds.contains("xiangqi")) {
            match(org.chessarbiter.rules.xiangqi.XiangqiRules.LAW_2004, XiangqiEngines.INSTANCE, a, la, b, lb, games);
        }
    }

    private static <P extends Position<P, M>, M extends Move> void match(GameRules<?, P, M> rules,
            EngineKind<P, M> engines, int a, SearchLimits la, int b, SearchLimits lb, int games)
            throws EngineException {
        String kind = engines.gameId();
        double points = 0;
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int g = 0; g < games; g++) {
            boolean aFirst = g % 2 == 0;
            try (Engine<P, M> ea = engines.embedded(100 + g); Engine<P, M> eb = engines.embedded(200 + g)) {
                GamePlay.Played<P, M> p = aFirst
                        ? GamePlay.play(rules, rules.initialPosition(), ea, la, eb, lb, MAX_PLIES)
                        : GamePlay.play(rules, rules.initialPosition(), eb, lb, ea, la, MAX_PLIES);
                Optional<Side> winner = p.winner();
                Side aSide = aFirst ? Side.FIRST : Side.SECOND;
                String result;
                if (winner.isEmpty()) {
                    draws++;
                    points += 0.5;
                    result = "draw";
                } else if (winner.get() == aSide) {
                    wins++;
                    points += 1;
                    result = "level " + a + " wins";
                } else {
                    losses++;
                    result = "level " + b + " wins";
                }
                String how = p.outcome().map(o -> o.termination().toString()).orElse("move cap");
                System.out.printf(Locale.ROOT, "%s game %d: level %d %s, %d plies, %s (%s)%n", kind, g + 1, a,
                        aFirst ? "first" : "second", p.game().moves().size(), result, how);
            }
        }
        System.out.printf(Locale.ROOT, "%s: level %d vs level %d: +%d =%d -%d, %.1f / %d%n", kind, a, b, wins, draws, losses,
                points, games);
    }
}
