package org.chessarbiter.regulations.validation;

import java.util.Optional;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.rules.LawEdition;

/**
 * The law edition regulations make the clock and scoring follow, for other bundles (a clock view): the same
 * answer the regulations validator weighs the time controls with.
 */
public final class RegulationsLaw {

    private RegulationsLaw() {
    }

    /** The edition of the law named ({@code law fide2018}), else the current law of the game set; empty when neither is. */
    public static Optional<LawEdition> edition(Regulations regulations) {
        return RegulationsFacts.of(regulations).edition();
    }
}
