package org.chessarbiter.rules.chess;

import java.util.Optional;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.LawEdition;

/**
 * The articles of each FIDE edition that end a game, as data: which article each verdict cites and
 * which endings exist. FIDE 2000 (seed 000) has claims only for repetition and fifty moves (9.2,
 * 9.3); FIDE 2018 (seed 002) adds the automatic fivefold repetition (9.6.1) and 75-move rule (9.6.2).
 */
public enum ChessLaw {
    /** FIDE Laws of Chess 2000: 5.1(a) mate, 5.2(a) stalemate, 5.2(b) / 9.6 dead position, 9.2(a)(b), 9.3(a)(b). */
    FIDE_2000(LawEdition.FIDE_2000, "5.1(a)", "5.2(a)", "5.2(b)", "9.2(b)", "9.3(b)", null, null, "6.10", "9.2(a)", "9.3(a)"),
    /** FIDE Laws of Chess 2018: 5.1.1, 5.2.1, 5.2.2, 9.2.1.1/9.2.1.2, 9.3.1/9.3.2, 9.6.1, 9.6.2. */
    FIDE_2018(LawEdition.FIDE_2018, "5.1.1", "5.2.1", "5.2.2", "9.2.1.2", "9.3.2", "9.6.1", "9.6.2", "6.9", "9.2.1.1",
            "9.3.1");

    private final LawEdition edition;
    private final String checkmate;
    private final String stalemate;
    private final String deadPosition;
    private final String threefold;
    private final String fiftyMoves;
    private final String fivefold;
    private final String seventyFive;
    private final String flagFall;
    private final String threefoldIntended;
    private final String fiftyIntended;

    ChessLaw(LawEdition edition, String checkmate, String stalemate, String deadPosition, String threefold,
            String fiftyMoves, String fivefold, String seventyFive, String flagFall, String threefoldIntended,
            String fiftyIntended) {
        this.threefoldIntended = threefoldIntended;
        this.fiftyIntended = fiftyIntended;
        this.edition = edition;
        this.checkmate = checkmate;
        this.stalemate = stalemate;
        this.deadPosition = deadPosition;
        this.threefold = threefold;
        this.fiftyMoves = fiftyMoves;
        this.fivefold = fivefold;
        this.seventyFive = seventyFive;
        this.flagFall = flagFall;
    }

    public LawEdition edition() {
        return edition;
    }

    public LawArticle checkmate() {
        return edition.article(checkmate);
    }

    public LawArticle stalemate() {
        return edition.article(stalemate);
    }

    public LawArticle deadPosition() {
        return edition.article(deadPosition);
    }

    public LawArticle threefold() {
        return edition.article(threefold);
    }

    /** The claim by writing down a move that would make the third occurrence (2018 9.2.1.1, 2000 9.2(a)). */
    public LawArticle threefoldIntended() {
        return edition.article(threefoldIntended);
    }

    /** The claim by writing down a move that would complete the fifty moves (2018 9.3.1, 2000 9.3(a)). */
    public LawArticle fiftyMovesIntended() {
        return edition.article(fiftyIntended);
    }

    public LawArticle fiftyMoves() {
        return edition.article(fiftyMoves);
    }

    /** The flag-fall article (2018 6.9; 2000 6.10): a draw instead if the opponent cannot mate. */
    public LawArticle flagFall() {
        return edition.article(flagFall);
    }

    /** The automatic fivefold-repetition article, if this edition has one. */
    public Optional<LawArticle> fivefold() {
        return Optional.ofNullable(fivefold).map(edition::article);
    }

    /** The automatic 75-move article, if this edition has one. */
    public Optional<LawArticle> seventyFiveMoves() {
        return Optional.ofNullable(seventyFive).map(edition::article);
    }
}
