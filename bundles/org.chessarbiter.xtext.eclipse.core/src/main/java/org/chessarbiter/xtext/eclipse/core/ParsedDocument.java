package org.chessarbiter.xtext.eclipse.core;

import java.util.List;

import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;

/**
 * The state of a document at one modification stamp: its text, the resource parsed from exactly that
 * text, and (once validated) its issues and semantic highlighting. Read it only inside
 * {@link DocumentModel#read}: the resource is shared by every service of the editor.
 *
 * @param stamp the document's modification stamp the text was read at
 * @param surroundings what the resource was linked against: the generation of the project's published state
 *        ({@link DirtyStateService#generation}), or {@code Long.MIN_VALUE} when another open document's entry was
 *        older than its text
 * @param text the document's text
 * @param resource the parsed resource (never re-parsed for this stamp)
 * @param issues the validation issues, {@code null} until validated
 * @param highlights the semantic highlighting, {@code null} until computed
 */
public record ParsedDocument(long stamp, long surroundings, String text, XtextResource resource, List<Issue> issues,
        List<HighlightedRange> highlights) {

    /** This state with its validation results. */
    public ParsedDocument validated(List<Issue> validationIssues, List<HighlightedRange> semanticHighlights) {
        return new ParsedDocument(stamp, surroundings, text, resource, List.copyOf(validationIssues), List.copyOf(semanticHighlights));
    }

    public boolean isValidated() {
        return issues != null;
    }
}
