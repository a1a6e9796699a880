package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/** A tie-break whose value for a player does not depend on who else is tied: computed once per context. */
public abstract class PerPlayerTieBreak implements TieBreak {

    private final String code;
    private final String article;
    private final String nameKey;

    protected PerPlayerTieBreak(String code, String article) {
        this(code, article, "tb." + code.replace('/', '.'));
    }

    protected PerPlayerTieBreak(String code, String article, String nameKey) {
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

    /** The values of every player of the grid, by index. */
    protected abstract Points[] computeAll(StandingsContext context);

    /** Every player's value (cached in the context). */
    public final Points[] all(StandingsContext context) {
        return context.cached(code() + "@" + article(), () -> computeAll(context));
    }

    @Override
    public final Points[] values(StandingsContext context, int[] group) {
        Points[] all = all(context);
        Points[] out = new Points[group.length];
        for (int i = 0; i < group.length; i++) {
            out[i] = all[group[i]];
        }
        return out;
    }
}
