package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/** A tie-break whose value for a player does not depend on who else is tied: computed once per context. */
public abstract class PerPlayerTieBreak extends NamedTieBreak {

    protected PerPlayerTieBreak(String code, String article) {
        this(code, article, "tb." + code.replace('/', '.'));
    }

    protected PerPlayerTieBreak(String code, String article, String nameKey) {
        super(code, article, nameKey);
    }

    /** A term of a sum over the rounds in which player {@code i} met opponent {@code o} (grid indexes). */
    @FunctionalInterface
    protected interface OpponentTerm {
        Points of(int i, int round, int o);
    }

    /** For every player, the sum of {@code term} over the rounds in which he had an opponent in the grid. */
    protected static Points[] sumOverOpponents(StandingsContext ctx, OpponentTerm term) {
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            Points sum = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                int o = ctx.grid().index(ctx.cell(i, r).opponent());
                if (o >= 0) {
                    sum = sum.plus(term.of(i, r, o));
                }
            }
            out[i] = sum;
        }
        return out;
    }

    /** Every player's value of a per-player quantity of the context. */
    protected static Points[] each(StandingsContext ctx, java.util.function.IntFunction<Points> value) {
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < out.length; i++) {
            out[i] = value.apply(i);
        }
        return out;
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
