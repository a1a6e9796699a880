package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;

/**
 * The class of a time control under one law, with the article that defines it, e.g. RAPID by FIDE 2018 A.1.
 *
 * @param gameClass standard, rapid or blitz
 * @param article the article that makes it so
 * @param timeFor60Moves what the article measures: the time for 60 moves (base times and 60 bonuses)
 */
public record Classification(GameClass gameClass, LawArticle article, long timeFor60Moves) {

    /** "Rapid: 25:00 for 60 moves (FIDE 2018 A.1)". */
    public Message message() {
        return Message.of(Classification.class, "classified", gameClass.message(), Decisions.clockText(timeFor60Moves),
                article.citation());
    }
}
