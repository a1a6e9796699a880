package org.chessarbiter.rules;

import java.util.Optional;
import java.util.function.Function;

/**
 * How a game ends (or could end): the termination, the winner (none for a draw), whether it is
 * automatic, claimable or adjudicated, and the law article applied.
 *
 * @param termination why
 * @param winner the winning side, or {@code null} for a draw
 * @param enforcement automatic, claimable or adjudicated
 * @param article the article applied, e.g. FIDE 2018 9.6.1
 */
public record Outcome(Termination termination, Side winner, Enforcement enforcement, LawArticle article) {

    public Outcome {
        if (termination == null || enforcement == null || article == null) {
            throw new IllegalArgumentException("an outcome needs a termination, an enforcement and an article");
        }
    }

    /** A decisive outcome. */
    public static Outcome win(Side winner, Termination termination, Enforcement enforcement, LawArticle article) {
        if (winner == null) {
            throw new IllegalArgumentException("a win needs a winner");
        }
        return new Outcome(termination, winner, enforcement, article);
    }

    /** A drawn outcome. */
    public static Outcome draw(Termination termination, Enforcement enforcement, LawArticle article) {
        return new Outcome(termination, null, enforcement, article);
    }

    /** The winner, empty for a draw. */
    public Optional<Side> winnerSide() {
        return Optional.ofNullable(winner);
    }

    public boolean isDraw() {
        return winner == null;
    }

    /**
     * The verdict for people, e.g. "White wins by checkmate (FIDE 2018 5.1.1)" /
     * "Trắng thắng do chiếu hết (FIDE 2018 5.1.1)"; sides are named by the {@code side.<SIDE>} keys
     * of this package (the chess names White/Black). A game that names its sides otherwise (xiangqi:
     * Red/Black) gives its names with {@link #verdict(Function)}.
     */
    public Message verdict() {
        return verdict(side -> Message.of(Outcome.class, "side." + side.name()));
    }

    /** The verdict for people with the sides named by {@code sideName} (e.g. "Red wins by checkmate (...)"). */
    public Message verdict(Function<Side, Message> sideName) {
        String key = "verdict." + (winner == null ? "draw" : "win") + "." + enforcement.name();
        Object side = winner == null ? "" : sideName.apply(winner);
        return Message.of(Outcome.class, key, side, termination.message(), article.citation());
    }

    /** The PGN-style score: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String score() {
        return winner == null ? "1/2-1/2" : winner == Side.FIRST ? "1-0" : "0-1";
    }
}
