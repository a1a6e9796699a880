package org.chessarbiter.xtext.eclipse.ui;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;

import org.chessarbiter.xtext.eclipse.core.DirtyStateService;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.core.build.XtextBuilder;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;

/**
 * The {@link DocumentModel} of each open document of an Xtext language. The file behind a document is
 * found through its text file buffer; its extension selects the language ({@link XtextLanguages}). A model
 * is managed by the core's {@link DirtyStateService} from its creation until its editor closes ({@link #release}).
 */
public final class DocumentModels {

    private final Map<IDocument, DocumentModel> models = new WeakHashMap<>();
    private final Set<DocumentModel> largeValidations = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));
    private final DirtyStateService dirtyState;

    public DocumentModels(DirtyStateService dirtyState) {
        this.dirtyState = dirtyState;
    }

    /** The models of the running workbench (owned by the editors' bundle). */
    public static DocumentModels get() {
        return XtextUi.get().documentModels();
    }

    /** The model of a document, created on first use; empty when the document is no file of an Xtext language. */
    public Optional<DocumentModel> forDocument(IDocument document) {
        if (document == null) {
            return Optional.empty();
        }
        synchronized (models) {
            DocumentModel model = models.get(document);
            if (model != null) {
                return Optional.of(model);
            }
        }
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
        if (buffer == null) {
            return Optional.empty();
        }
        IPath location = buffer.getLocation();
        Optional<XtextLanguage> language = XtextLanguages.get().forFileExtension(location.getFileExtension());
        if (language.isEmpty()) {
            return Optional.empty();
        }
        IFile file = location.segmentCount() > 1 ? ResourcesPlugin.getWorkspace().getRoot().getFile(location) : null;
        DocumentTextSource source = new DocumentTextSource(document);
        DocumentModel created = file != null && file.exists()
                ? new DocumentModel(language.get(), source, uri(file), file.getProject().getName(), dirtyState)
                : new DocumentModel(language.get(), source, URI.createFileURI(location.toOSString()), "", dirtyState);
        DocumentModel model;
        synchronized (models) {
            model = models.computeIfAbsent(document, key -> created);
        }
        if (model == created) {
            dirtyState.manage(model);
        }
        return Optional.of(model);
    }

    /** Forgets a document whose editor closed: the other documents see its saved file again. */
    public void release(IDocument document) {
        DocumentModel model;
        synchronized (models) {
            model = models.remove(document);
        }
        if (model != null) {
            dirtyState.discard(model);
        }
    }

    /** Whether a large document's validation is asked for the first time (it runs once per model). */
    public boolean firstLargeValidation(DocumentModel model) {
        return largeValidations.add(model);
    }

    /** The editor document a model parses. */
    public static IDocument document(DocumentModel model) {
        return ((DocumentTextSource) model.source()).document();
    }

    /** The URI the bridge uses for a workspace file (the builder's). */
    public static URI uri(IFile file) {
        return XtextBuilder.uri(file);
    }
}
