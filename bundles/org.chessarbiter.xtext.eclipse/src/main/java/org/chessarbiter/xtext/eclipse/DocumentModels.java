package org.chessarbiter.xtext.eclipse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.resource.IResourceDescription;
import org.chessarbiter.xtext.eclipse.build.ProjectIndexes;

/**
 * The {@link DocumentModel} of each open document of an Xtext language. The file behind a document is
 * found through its text file buffer; its extension selects the language ({@link XtextLanguages}).
 */
public final class DocumentModels {

    private static final DocumentModels INSTANCE = new DocumentModels();

    private final Map<IDocument, DocumentModel> models = new WeakHashMap<>();

    private DocumentModels() {
    }

    public static DocumentModels get() {
        return INSTANCE;
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
        DocumentModel model = file != null && file.exists()
                ? new DocumentModel(language.get(), document, uri(file), file.getProject().getName())
                : new DocumentModel(language.get(), document, URI.createFileURI(location.toOSString()), "");
        synchronized (models) {
            return Optional.of(models.computeIfAbsent(document, key -> model));
        }
    }

    /** The model of an open document with this URI, if any. */
    public Optional<DocumentModel> find(URI uri) {
        synchronized (models) {
            return models.values().stream().filter(model -> model.uri().equals(uri)).findFirst();
        }
    }

    /** Forgets a document whose editor closed. */
    public void release(IDocument document) {
        synchronized (models) {
            models.remove(document);
        }
    }

    /** The index entries of the open documents of a project (their unsaved state), except {@code except}. */
    public List<IResourceDescription> descriptions(String projectName, URI except) {
        List<DocumentModel> open = openModels();
        List<IResourceDescription> result = new ArrayList<>();
        for (DocumentModel model : open) {
            IResourceDescription description = model.description();
            if (description != null && model.projectName().equals(projectName) && !model.uri().equals(except)) {
                result.add(description);
            }
        }
        return result;
    }

    /** Whether the entries of the project's other open documents describe their current texts. */
    public boolean descriptionsAreCurrent(String projectName, URI except) {
        List<DocumentModel> open = openModels();
        return open.stream().filter(model -> model.projectName().equals(projectName) && !model.uri().equals(except)
                && !model.isLarge()).allMatch(DocumentModel::isDescriptionCurrent);
    }

    /**
     * A fingerprint of what a document of the project links against: the project's index generation and the
     * texts of the project's other open documents (their hashes). When it changes, the document is linked again.
     */
    public long surroundings(String projectName, URI except) {
        List<DocumentModel> open = openModels();
        long result = ProjectIndexes.get().generation(projectName);
        for (DocumentModel model : open) {
            if (model.projectName().equals(projectName) && !model.uri().equals(except) && !model.isLarge()) {
                result = 31 * result + model.uri().hashCode() * 17L + model.text().hashCode();
            }
        }
        return result;
    }

    private List<DocumentModel> openModels() {
        synchronized (models) {
            return new ArrayList<>(models.values());
        }
    }

    /** The URI the bridge uses for a workspace file (the builder uses the same). */
    public static URI uri(IFile file) {
        return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }
}
