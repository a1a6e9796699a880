package org.chessarbiter.engine;

import java.util.Optional;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;

/**
 * Plays a game between two engines under a game's rules: every move an engine gives is checked legal by
 * the rules engine before it is played, and the game ends where the rules end it (an automatic outcome, or
 * a draw a player could claim) or at a move cap.
 */
final class GamePlay {
    private GamePlay() {
    }

    /** How a game ended: the rules' outcome, empty at the move cap; the game as played. */
    record Played<P extends Position<P, M>, M extends Move>(Optional<Outcome> outcome, History<P, M> game) {
        /** The winner, empty for a draw or an unfinished game. */
        Optional<Side> winner() {
            return outcome.flatMap(Outcome::winnerSide);
        }
    }

    /** An engine move that is not legal in the position where it was given. */
    static final class IllegalMoveError extends AssertionError {
        private static final long serialVersionUID = 1L;

        IllegalMoveError(String message) {
            super(message);
        }
    }

    static <P extends Position<P, M>, M extends Move> Played<P, M> play(GameRules<?, P, M> rules, P start,
            Engine<P, M> first, SearchLimits firstLimits, Engine<P, M> second, SearchLimits secondLimits, int maxPlies)
            throws EngineException {
        History<P, M> game = History.of(start);
        for (int ply = 0; ply < maxPlies; ply++) {
            Optional<Outcome> end = rules.automaticOutcome(game);
            if (end.isEmpty() && !rules.claimableOutcomes(game).isEmpty()) {
                end = Optional.of(rules.claimableOutcomes(game).get(0));
            }
            if (end.isPresent()) {
                return new Played<>(end, game);
            }
            P p = game.current();
            boolean firstToMove = p.turn() == Side.FIRST;
            SearchResult<M> r = (firstToMove ? first : second).search(game, firstToMove ? firstLimits : secondLimits);
            M move = r.bestMove().orElseThrow(() -> new IllegalMoveError("no move given in " + p.toSetup()));
            if (!p.isLegal(move) || !rules.legalMoves(p).contains(move)) {
                throw new IllegalMoveError("illegal move " + move + " in " + p.toSetup() + " after " + game.moves());
            }
            P q = p;
            for (M m : r.pv()) {
                if (!q.isLegal(m)) {
                    throw new IllegalMoveError("illegal move " + m + " in the principal variation " + r.pv());
                }
                q = q.play(m);
            }
            game = game.play(move);
        }
        return new Played<>(Optional.empty(), game);
    }
}
