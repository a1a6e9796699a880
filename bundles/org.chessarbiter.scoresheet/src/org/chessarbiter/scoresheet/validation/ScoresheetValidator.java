package org.chessarbiter.scoresheet.validation;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.chessarbiter.rules.Message;
import org.eclipse.xtext.validation.Check;

/**
 * Validation of scoresheets. Each {@code @Check} method applies one rule; the meaning of moves is
 * checked by the rules engines (issue codes in {@link ScoresheetIssueCodes}).
 */
public class ScoresheetValidator extends AbstractScoresheetValidator {

    /** A tag name appears once per game (PGN standard 8.1: tag pairs are unique within a game). */
    @Check
    public void tagNamesAreUnique(Game game) {
        Set<String> seen = new HashSet<>();
        for (Tag tag : game.getTags()) {
            if (!seen.add(tag.getName())) {
                error(Message.of(ScoresheetValidator.class, "duplicateTag", tag.getName()).format(Locale.getDefault()), tag,
                        ScoresheetPackage.Literals.TAG__NAME, ScoresheetIssueCodes.DUPLICATE_TAG, tag.getName());
            }
        }
    }
}
