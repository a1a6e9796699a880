package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.List;

/**
 * One written move of a line, with what is attached to it: the move number before it, its NAGs and
 * {@code !?} suffix, the comments after it, a draw offer {@code (=)} (FIDE 2018 8.1.5, 9.1.2.2) and the
 * variations that are alternatives to it. Mutable while a game is built by {@link WrittenGameBuilder}.
 */
public final class WrittenNode {
    private final Token move;
    private final Token number;
    private Token suffix;
    // made when the first part comes: most moves have no NAG and no variation, many no comment
    private List<Token> nags = List.of();
    private List<Token> comments = List.of();
    private List<WrittenLine> variations = List.of();
    private Token drawOffer;

    WrittenNode(Token move, Token number) {
        this.move = move;
        this.number = number;
    }

    /** The move as written. */
    public Token move() {
        return move;
    }

    /**
     * The offset of the move in the text: nodes are told apart by identity ({@code equals} is not overridden), and
     * this hash, consistent with it, costs a field read where an identity hash costs a call into the runtime the
     * first time each node is hashed (the replay maps every move of every game to what it played).
     */
    @Override
    public int hashCode() {
        return move.offset();
    }

    /** The move number written just before the move ({@code 12.}, {@code 12...}, {@code 12)}), or null. */
    public Token number() {
        return number;
    }

    /** The {@code !?}-style suffix glued to the move, or null. */
    public Token suffix() {
        return suffix;
    }

    /** The numeric annotation glyphs ({@code $1}) after the move. */
    public List<Token> nags() {
        return nags;
    }

    /** The comments after the move, as written with their delimiters. */
    public List<Token> comments() {
        return comments;
    }

    /** The variations: alternatives to this move, from the position before it. */
    public List<WrittenLine> variations() {
        return variations;
    }

    /** The draw offer recorded after this move, or null. */
    public Token drawOffer() {
        return drawOffer;
    }

    void nag(Token t) {
        nags = added(nags, t);
    }

    void comment(Token t) {
        comments = added(comments, t);
    }

    void variation(WrittenLine v) {
        variations = added(variations, v);
    }

    private static <T> List<T> added(List<T> list, T part) {
        List<T> to = list.isEmpty() ? new ArrayList<>(1) : list;
        to.add(part);
        return to;
    }

    void suffix(Token t) {
        suffix = t;
    }

    void drawOffer(Token t) {
        drawOffer = t;
    }
}
