package org.chessarbiter.xtext.eclipse.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.persistence.SerializableResourceDescription;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/**
 * The one model of an open document: its text is parsed once per change into one cached
 * {@link XtextResource} that every editor service shares (validation, highlighting, content assist, hover,
 * outline, quick fixes ...). The unsaved text is what is parsed; the resource lives in a resource set that
 * sees the project's index with the unsaved state of the other open documents ({@link DirtyStateService}),
 * so cross-file references resolve against what the user sees. Each new text's index entry is published to
 * the dirty state service, which tells the other documents of the project.
 * <p>
 * Thread-safety: every access to the resource goes through {@link #read} or {@link #validate}, which hold
 * this model's own lock. Bringing another document up to date for a parse ({@link #description()}) only
 * tries that document's lock: a document being parsed elsewhere keeps its last published entry, and this
 * model links again once it publishes the new one. No lock is waited for while another is held, so the
 * models cannot deadlock. Documents over the language's large-file threshold are never parsed ({@link #isLarge()}).
 */
public final class DocumentModel implements DirtyResource {

    private final ReentrantLock lock = new ReentrantLock();
    private final XtextLanguage language;
    private final TextSource source;
    private final URI uri;
    private final String projectName;
    private final DirtyStateService dirtyState;
    private XtextResourceSet resourceSet;
    private XtextResource resource;
    private volatile ParsedDocument current;
    /** The last state validated, kept while the current one (the same text linked again) is not validated yet. */
    private volatile ParsedDocument validatedBefore;
    private volatile IResourceDescription description;
    private volatile long describedStamp;
    private String describedText;
    private boolean parsing;
    private long linkedAgainst;

    /**
     * @param dirtyState where the model publishes its entries; the caller {@link DirtyStateService#manage manages}
     *        the model there while its document is open
     */
    public DocumentModel(XtextLanguage language, TextSource source, URI uri, String projectName, DirtyStateService dirtyState) {
        this.language = language;
        this.source = source;
        this.uri = uri;
        this.projectName = projectName;
        this.dirtyState = dirtyState;
    }

    public XtextLanguage language() {
        return language;
    }

    /** The live text the model parses. */
    public TextSource source() {
        return source;
    }

    @Override
    public URI uri() {
        return uri;
    }

    @Override
    public String projectName() {
        return projectName;
    }

    /** Too long to be parsed: validated by the language's streaming validator instead. */
    public boolean isLarge() {
        return source.length() > language.largeFileThreshold();
    }

    /** The document's modification stamp (changes with every edit). */
    public long stamp() {
        return source.stamp();
    }

    /** Runs {@code reader} on the state of the current text, parsing it first if it changed. */
    public <T> T read(Function<ParsedDocument, T> reader) {
        lock.lock();
        try {
            return reader.apply(parsed());
        } finally {
            lock.unlock();
        }
    }

    /**
     * The current state, validated: validation and semantic highlighting run at most once per text.
     * Returns the unvalidated state when the document changed meanwhile (the next reconcile catches up).
     */
    public ParsedDocument validate() {
        lock.lock();
        try {
            return validated();
        } finally {
            lock.unlock();
        }
    }

    private ParsedDocument validated() {
        ParsedDocument state = parsed();
        if (state.isValidated()) {
            return state;
        }
        CancelIndicator outdated = () -> stamp() != state.stamp();
        List<Issue> issues;
        List<HighlightedRange> highlights = new ArrayList<>();
        try {
            issues = language.get(IResourceValidator.class).validate(state.resource(), CheckMode.ALL, outdated);
            language.get(ISemanticHighlightingCalculator.class).provideHighlightingFor(state.resource(),
                    (offset, length, ids) -> highlights.add(new HighlightedRange(offset, length, ids)), outdated);
        } catch (OperationCanceledError | OperationCanceledException e) {
            return state;
        }
        if (outdated.isCanceled()) {
            return state;
        }
        current = state.validated(issues, highlights);
        validatedBefore = current;
        return current;
    }

    /**
     * Whether the current state was linked against an older state of the project than the one published now
     * (another open document published a new text, was closed, or the project was built): the next read links
     * again. Does not wait for the model.
     */
    public boolean isLinkedAgainstOldTexts() {
        ParsedDocument state = current;
        return state != null && !isLarge() && state.surroundings() != dirtyState.generation(projectName, uri);
    }

    /**
     * The last validated state, without parsing or waiting for a parse (the UI thread asks), or null. When the
     * current text was only linked again (another document published a text, the project was built; the outline,
     * the board or a hover read the model meanwhile) and is not validated yet, the state validated before, if it
     * is of the same text: its problems and highlighting still fit the text until the reconciler validates
     * again, so that a repaint meanwhile does not take the semantic colours off the text.
     */
    public ParsedDocument lastValidated() {
        ParsedDocument state = current;
        if (state == null || state.isValidated()) {
            return state;
        }
        ParsedDocument before = validatedBefore;
        return before != null && before.text().equals(state.text())
                ? new ParsedDocument(state.stamp(), before.surroundings(), state.text(), before.resource(), before.issues(),
                        before.highlights())
                : null;
    }

    /**
     * The index entry of the current text (a copy, safe to share), for the other documents of the project. Never
     * waits: while this model is being parsed (here or on another thread), the entry of its previous text.
     */
    @Override
    public IResourceDescription description() {
        if (!isLarge() && lock.tryLock()) {
            try {
                if (!parsing) {
                    parsed();
                }
            } finally {
                lock.unlock();
            }
        }
        return description;
    }

    @Override
    public boolean isDescriptionCurrent() {
        return isLarge() || description != null && describedStamp == stamp();
    }

    @Override
    public String contents() {
        return source.get();
    }

    private ParsedDocument parsed() {
        long stamp;
        String text;
        do {
            stamp = stamp();
            text = source.get();
        } while (stamp != stamp());
        ParsedDocument state = current;
        // the text decides, not the stamp: a revert or a save gives the document the file's stamp again
        if (state != null && state.text().equals(text) && state.surroundings() == dirtyState.generation(projectName, uri)
                && dirtyState.areCurrent(projectName, uri)) {
            if (text.equals(describedText)) {
                describedStamp = stamp;
            }
            if (state.stamp() != stamp) {
                current = new ParsedDocument(stamp, state.surroundings(), text, state.resource(), state.issues(), state.highlights());
            }
            return current;
        }
        // a change of the text, or of what its references resolve against: parse (and link) again
        XtextResource parsed = parse(text, stamp);
        current = new ParsedDocument(stamp, linkedAgainst, text, parsed, null, null);
        return current;
    }

    private XtextResource parse(String text, long stamp) {
        parsing = true;
        try {
            return reparse(text, stamp);
        } finally {
            parsing = false;
        }
    }

    private XtextResource reparse(String text, long stamp) {
        if (resourceSet == null) {
            resourceSet = ProjectResourceSets.create(language, projectName);
        }
        linkedAgainst = ProjectResourceSets.refresh(resourceSet, projectName, uri);
        try {
            if (resource == null) {
                resource = (XtextResource) language.get(IResourceFactory.class).createResource(uri);
                resourceSet.getResources().add(resource);
                resource.load(new LazyStringInputStream(text, resource.getEncoding()), null);
            } else {
                resource.reparse(text);
            }
        } catch (IOException e) {
            // a string stream does not fail; the parser reports syntax errors as resource diagnostics
            throw new IllegalStateException(e);
        }
        boolean newText = !text.equals(describedText);
        description = SerializableResourceDescription.createCopy(language.resourceServiceProvider()
                .getResourceDescriptionManager().getResourceDescription(resource));
        describedText = text;
        describedStamp = stamp;
        if (newText) {
            // linking again changes no text: only a new text is news for the other documents
            dirtyState.announce(this, description);
        }
        return resource;
    }
}
