package org.chessarbiter.tournament.model.mapping;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.model.Tournament;

/**
 * The EMF model of a tournament and the plain-Java value the engines use, in both directions, so
 * that the workbench and the CLI compute standings with the same engine (DESIGN "One code path").
 * {@code toPlain(toModel(t))} equals {@code t} for every tournament value.
 */
public final class TournamentModels {

    private TournamentModels() {
    }

    /** A new EMF model holding everything of {@code t}. */
    public static Tournament toModel(org.chessarbiter.tournament.core.Tournament t) {
        return PlainToModel.convert(t);
    }

    /** The plain value of {@code m}; elements that cannot be read are left out and reported where they are. */
    public static ParseResult<org.chessarbiter.tournament.core.Tournament> toPlain(Tournament m) {
        return ModelToPlain.convert(m);
    }
}
