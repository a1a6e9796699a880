package org.chessarbiter.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The rules of one game under one law edition: chess under FIDE 2018, chess under FIDE 2000,
 * Chess960, xiangqi under Luật cờ Tướng 2004. It validates setups, knows the start position and
 * decides how a game ends. Games share this interface, not rules: each game has its own
 * implementation and move generator (no {@code if (game == XIANGQI)}).
 *
 * @param <S> the game's raw setup
 * @param <P> the game's validated position
 * @param <M> the game's move
 */
public interface GameRules<S extends Setup, P extends Position<P, M>, M extends Move> {
    /** The law edition whose articles this object applies and cites. */
    LawEdition edition();

    /** The standard start position. */
    P initialPosition();

    /**
     * Validates a raw setup: the position, or the problems that make it unplayable (each with a
     * location such as a FEN field). Never throws.
     */
    ParseResult<P> position(S setup);

    /** The legal moves of {@code position}; by default {@link Position#legalMoves()}. */
    default List<M> legalMoves(P position) {
        return position.legalMoves();
    }

    /** {@code position} after the legal {@code move}; by default {@link Position#play}. */
    default P play(P position, M move) {
        return position.play(move);
    }

    /**
     * The outcome that ends the game automatically at the last position of {@code history}, if any:
     * checkmate, stalemate, dead position, and (edition permitting) fivefold repetition or the
     * 75-move rule, perpetual-check verdicts and the like. Its {@link Outcome#enforcement()} is
     * {@link Enforcement#AUTOMATIC}.
     */
    Optional<Outcome> automaticOutcome(History<P, M> history);

    /**
     * The outcomes a player could claim now at the last position of {@code history} (threefold
     * repetition, fifty moves, ...), each {@link Enforcement#CLAIMABLE}. Empty when nothing can be
     * claimed or the game already ended.
     */
    List<Outcome> claimableOutcomes(History<P, M> history);

    /**
     * {@link #claimableOutcomes} for the histories of one line as it grows, asked after its moves in turn (each
     * history the one before and moves more): the same answers; the rules may keep in it what they counted for the
     * earlier positions (chess: the positions since the last capture or pawn move). A history that does not follow
     * the one before is counted again. The default asks {@link #claimableOutcomes} each time.
     */
    default Function<History<P, M>, List<Outcome>> claimsInOneLine() {
        return this::claimableOutcomes;
    }
}
