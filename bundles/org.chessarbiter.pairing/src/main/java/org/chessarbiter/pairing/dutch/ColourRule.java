package org.chessarbiter.pairing.dutch;

/**
 * The colour allocation rule that decided a board (C.04.3 colour allocation rules, numbered E.1-E.5
 * as in the 2017 edition; the 2026 edition keeps their content and order).
 */
public enum ColourRule {
    /** E.1: both colour preferences are granted (or the only preference there is) */
    BOTH_PREFERENCES("E.1"),
    /** E.2: the stronger preference is granted (absolute over others; larger colour difference) */
    STRONGER_PREFERENCE("E.2"),
    /** E.3: alternate the colours from the most recent round in which they differed */
    ALTERNATE("E.3"),
    /** E.4: the higher-ranked player gets its preference */
    HIGHER_RANKED("E.4"),
    /** E.5: no preference: by the pairing number of the higher-ranked player and the initial colour */
    INITIAL_COLOUR("E.5");

    private final String article;

    ColourRule(String article) {
        this.article = article;
    }

    /** @return the article, e.g. "E.2" */
    public String article() {
        return article;
    }
}
