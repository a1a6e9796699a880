package org.chessarbiter.tournament.standings;

/** A tie-break with a fixed code, article and name key (the base of every tie-break of this package). */
public abstract class NamedTieBreak implements TieBreak {

    private final String code;
    private final String article;
    private final String nameKey;

    protected NamedTieBreak(String code, String article, String nameKey) {
        this.code = code;
        this.article = article;
        this.nameKey = nameKey;
    }

    @Override
    public final String nameKey() {
        return nameKey;
    }

    @Override
    public final String code() {
        return code;
    }

    @Override
    public final String article() {
        return article;
    }
}
