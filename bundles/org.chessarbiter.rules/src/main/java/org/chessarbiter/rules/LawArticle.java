package org.chessarbiter.rules;

/**
 * A citation of one article of a law edition, e.g. "FIDE 2018 9.6.1" or
 * "Luật cờ Tướng 2004 Điều 23 điểm 3".
 *
 * @param edition the law edition
 * @param article the article as the edition numbers it ({@code 9.6.1}, {@code Điều 23 điểm 3})
 */
public record LawArticle(LawEdition edition, String article) {

    public LawArticle {
        if (edition == null || article == null || article.isBlank()) {
            throw new IllegalArgumentException("a law article needs an edition and an article");
        }
    }

    /** The citation text: edition name, a space, the article. */
    public String citation() {
        return edition.citationName() + " " + article;
    }

    @Override
    public String toString() {
        return citation();
    }
}
