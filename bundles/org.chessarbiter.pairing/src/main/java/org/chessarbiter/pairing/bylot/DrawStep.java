package org.chessarbiter.pairing.bylot;

import java.util.List;

/**
 * One accepted step of a draw, for the draw record: which card drew, among which cards, what came
 * out and which rule applied.
 *
 * @param groupPoints the score group (tenths of a point) in which the step was made
 * @param article     the rule applied, e.g. {@code 14.3.1}
 * @param chooser     the player whose opponent was drawn
 * @param candidates  the cards the opponent was drawn from (before constraints were checked)
 * @param opponent    the opponent drawn
 * @param white       who has white
 */
public record DrawStep(int groupPoints, String article, int chooser, List<Integer> candidates, int opponent,
        int white) {

    public DrawStep {
        candidates = List.copyOf(candidates);
    }
}
