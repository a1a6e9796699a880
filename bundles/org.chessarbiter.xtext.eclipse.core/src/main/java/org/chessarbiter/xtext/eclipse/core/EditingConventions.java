package org.chessarbiter.xtext.eclipse.core;

import java.util.Optional;

/**
 * What the editor needs to know of a language's characters, beyond its grammar: the line-comment prefix
 * (Toggle Comment), the bracket pairs (the partner of the one at the caret is shown) and the
 * pairs closed as one types (brackets and quotes; a pair of one character twice, {@code ""}, is a quote).
 *
 * @param lineComment the prefix of a line comment ("//", ";"), null or empty when the language has none
 * @param brackets matching pairs as consecutive characters, "()[]{}"; never null
 * @param autoClose pairs closed as one types, as consecutive characters, {@code ()[]{}""}; never null
 */
public record EditingConventions(String lineComment, String brackets, String autoClose) {

    public EditingConventions {
        brackets = brackets == null ? "" : brackets;
        autoClose = autoClose == null ? brackets : autoClose;
    }

    /** The prefix of a line comment, empty when the language has none. */
    public Optional<String> lineCommentPrefix() {
        return Optional.ofNullable(lineComment).filter(prefix -> !prefix.isEmpty());
    }
}
