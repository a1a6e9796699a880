import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.Score;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.engine.StrengthLevel;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * A game of the embedded engine against itself, each side at its own level, with seeded noise: it ends where
 * the rules end it (checkmate, a draw the rules give or let a player claim), by resignation of a side a
 * full-strength look finds lost, or by a draw agreed in a level position.
 */
final class SelfPlay<P extends Position<P, M>, M extends Move> {

    /** How a game ended. */
    enum Ending {
        RULES, RESIGNATION, AGREED_DRAW
    }

    /** A game played: its moves as written, the result ("1-0", "0-1", "1/2-1/2"), how it ended, the rules' outcome. */
    record Played(List<String> moves, String result, Ending ending, Optional<Outcome> outcome) {
        /** The side that resigned (the loser) of a resignation. */
        Side resigned() {
            return result.equals("1-0") ? Side.SECOND : Side.FIRST;
        }
    }

    private static final int MAX_PLIES = 220;

    private final GameRules<?, P, M> rules;
    private final MoveNotation<P, M> notation;
    private final java.util.function.LongFunction<Engine<P, M>> engines;

    SelfPlay(GameRules<?, P, M> rules, MoveNotation<P, M> notation, java.util.function.LongFunction<Engine<P, M>> engines) {
        this.rules = rules;
        this.notation = notation;
        this.engines = engines;
    }

    /** Plays a game: {@code first} and {@code second} are the sides' levels (1..8); the same seed, the same game. */
    Played play(int first, int second, long seed) throws EngineException {
        SplittableRandom random = new SplittableRandom(seed);
        try (Engine<P, M> a = engines.apply(random.nextLong()); Engine<P, M> b = engines.apply(random.nextLong());
                Engine<P, M> judge = engines.apply(1)) {
            SearchLimits la = SearchLimits.level(StrengthLevel.of(first)).withMoveTime(0);
            SearchLimits lb = SearchLimits.level(StrengthLevel.of(second)).withMoveTime(0);
            SearchLimits lj = SearchLimits.depth(3);
            int resignFrom = 36 + random.nextInt(30);
            int drawFrom = 30 + random.nextInt(50);
            History<P, M> game = History.of(rules.initialPosition());
            List<String> written = new ArrayList<>();
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                Optional<Outcome> end = rules.automaticOutcome(game);
                if (end.isEmpty() && !rules.claimableOutcomes(game).isEmpty()) {
                    end = Optional.of(rules.claimableOutcomes(game).get(0));
                }
                if (end.isPresent()) {
                    return new Played(written, end.get().score(), Ending.RULES, end);
                }
                P p = game.current();
                boolean firstToMove = p.turn() == Side.FIRST;
                if (ply >= Math.min(resignFrom, drawFrom)) {
                    Score s = judge.search(game, lj).score();
                    int cp = s.isMate() ? (s.value() > 0 ? 10000 : -10000) : s.value();
                    if (ply >= resignFrom && cp <= -450) {
                        return new Played(written, firstToMove ? "0-1" : "1-0", Ending.RESIGNATION, Optional.empty());
                    }
                    if (ply >= drawFrom && Math.abs(cp) <= 40 && random.nextInt(6) == 0) {
                        return new Played(written, "1/2-1/2", Ending.AGREED_DRAW, Optional.empty());
                    }
                }
                SearchResult<M> r = (firstToMove ? a : b).search(game, firstToMove ? la : lb);
                M move = r.bestMove().orElseThrow();
                written.add(notation.format(p, move));
                game = game.play(move);
            }
            Score s = judge.search(game, lj).score();
            int cp = s.isMate() ? (s.value() > 0 ? 10000 : -10000) : s.value();
            boolean firstToMove = game.current().turn() == Side.FIRST;
            if (Math.abs(cp) > 250) {
                boolean moverLost = cp < 0;
                return new Played(written, moverLost == firstToMove ? "0-1" : "1-0", Ending.RESIGNATION, Optional.empty());
            }
            return new Played(written, "1/2-1/2", Ending.AGREED_DRAW, Optional.empty());
        }
    }
}
