package org.chessarbiter.xtext.eclipse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.chessarbiter.xtext.eclipse.internal.ProjectResourceSets;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.persistence.SerializableResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.core.runtime.OperationCanceledException;

/**
 * The one model of an open document: its text is parsed once per change into one cached
 * {@link XtextResource} that every editor service shares (validation, highlighting, content assist, hover,
 * outline, quick fixes ...). The unsaved text is what is parsed; the resource lives in a resource set that
 * sees the project's index with the unsaved state of the other open documents
 * ({@link ProjectResourceSets}), so cross-file references resolve against what the user sees.
 * <p>
 * Thread-safety: every access to a resource goes through {@link #read} or {@link #validate}, which hold
 * one lock shared by all models (a parse may bring the other open documents of the project up to date,
 * see {@link #description()}; one lock cannot deadlock). Documents over the language's large-file
 * threshold are never parsed ({@link #isLarge()}).
 */
public final class DocumentModel {

    private static final Object LOCK = new Object();

    private final XtextLanguage language;
    private final IDocument document;
    private final URI uri;
    private final String projectName;
    private XtextResourceSet resourceSet;
    private XtextResource resource;
    private volatile ParsedDocument current;
    private volatile IResourceDescription description;
    private boolean parsing;
    private volatile int describedTextHash;
    private boolean linkedAgainstCurrentTexts;

    public DocumentModel(XtextLanguage language, IDocument document, URI uri, String projectName) {
        this.language = language;
        this.document = document;
        this.uri = uri;
        this.projectName = projectName;
    }

    public XtextLanguage language() {
        return language;
    }

    public IDocument document() {
        return document;
    }

    public URI uri() {
        return uri;
    }

    /** The workspace project the file belongs to, "" for a file outside the workspace. */
    public String projectName() {
        return projectName;
    }

    /** Too long to be parsed: validated by the language's streaming validator instead. */
    public boolean isLarge() {
        return document.getLength() > language.largeFileThreshold();
    }

    /** The document's modification stamp (changes with every edit). */
    public long stamp() {
        return document instanceof IDocumentExtension4 extension ? extension.getModificationStamp() : document.get().hashCode();
    }

    /** Runs {@code reader} on the state of the current text, parsing it first if it changed. */
    public <T> T read(Function<ParsedDocument, T> reader) {
        synchronized (LOCK) {
            return reader.apply(parsed());
        }
    }

    /**
     * The current state, validated: validation and semantic highlighting run at most once per text.
     * Returns the unvalidated state when the document changed meanwhile (the next reconcile catches up).
     */
    public ParsedDocument validate() {
        synchronized (LOCK) {
            return validated();
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
        return current;
    }

    /**
     * Whether the current state was linked against other texts of the project's open documents than they
     * have now (they changed, were reverted, or were seen mid-edit by this model): the next read links again.
     */
    public boolean isLinkedAgainstOldTexts() {
        ParsedDocument state = current;
        return state != null && !isLarge() && state.surroundings() != DocumentModels.get().surroundings(projectName, uri);
    }

    /** The last validated state, without parsing or waiting for a parse (the UI thread asks), or null. */
    public ParsedDocument lastValidated() {
        ParsedDocument state = current;
        return state != null && state.isValidated() ? state : null;
    }

    /**
     * The index entry of the current text (a copy, safe to share), for the other documents of the project;
     * while this model is being parsed, the entry of its previous text.
     */
    public IResourceDescription description() {
        synchronized (LOCK) {
            if (!parsing && !isLarge()) {
                parsed();
            }
            return description;
        }
    }

    /** Whether {@link #description()} describes the current text (false while it is being parsed). */
    public boolean isDescriptionCurrent() {
        return description != null && describedTextHash == text().hashCode();
    }

    /** The unsaved text as other resources should see it. */
    public String text() {
        return document.get();
    }

    private ParsedDocument parsed() {
        long stamp;
        String text;
        do {
            stamp = stamp();
            text = document.get();
        } while (stamp != stamp());
        long surroundings = DocumentModels.get().surroundings(projectName, uri);
        // the text decides, not the stamp: a revert or a save gives the document the file's stamp again
        if (current != null && current.stamp() == stamp && current.surroundings() == surroundings
                && current.text().equals(text)) {
            return current;
        }
        if (current != null && current.text().equals(text) && current.surroundings() == surroundings) {
            current = new ParsedDocument(stamp, surroundings, text, current.resource(), current.issues(), current.highlights());
            return current;
        }
        // a change of the text, or of what its references resolve against: parse (and link) again
        XtextResource parsed = parse(text);
        // linked against an older state of another document (it was being parsed itself): link again next time
        current = new ParsedDocument(stamp, linkedAgainstCurrentTexts ? surroundings : Long.MIN_VALUE, text, parsed, null, null);
        return current;
    }

    private XtextResource parse(String text) {
        parsing = true;
        try {
            return reparse(text);
        } finally {
            parsing = false;
        }
    }

    private XtextResource reparse(String text) {
        if (resourceSet == null) {
            resourceSet = ProjectResourceSets.create(language, projectName);
        }
        linkedAgainstCurrentTexts = ProjectResourceSets.refresh(resourceSet, projectName, uri);
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
        description = SerializableResourceDescription.createCopy(language.resourceServiceProvider()
                .getResourceDescriptionManager().getResourceDescription(resource));
        describedTextHash = text.hashCode();
        return resource;
    }
}
