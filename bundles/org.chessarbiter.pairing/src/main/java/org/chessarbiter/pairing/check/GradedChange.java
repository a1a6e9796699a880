package org.chessarbiter.pairing.check;

import java.util.List;
import java.util.Objects;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.ChangeGrade;

/**
 * The pairing checker's verdict on a manual change of a round: its grade and the messages behind it,
 * each located at the board or the player concerned and citing the article (errors for what
 * rejects the change, warnings for what needs a confirmation, notes for what is only acknowledged).
 *
 * @param grade    the gravest grade of the messages
 * @param problems the messages, in the order found
 */
public record GradedChange(ChangeGrade grade, List<Problem> problems) {

    public GradedChange {
        Objects.requireNonNull(grade, "grade");
        problems = List.copyOf(problems);
    }
}
