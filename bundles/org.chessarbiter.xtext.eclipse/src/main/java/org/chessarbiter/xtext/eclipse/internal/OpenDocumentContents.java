package org.chessarbiter.xtext.eclipse.internal;

import org.chessarbiter.xtext.eclipse.DocumentModel;
import org.chessarbiter.xtext.eclipse.DocumentModels;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IExternalContentSupport.IExternalContentProvider;

/** The unsaved text of open documents, which takes precedence over the saved files when a resource is loaded. */
public final class OpenDocumentContents implements IExternalContentProvider {

    public static final OpenDocumentContents INSTANCE = new OpenDocumentContents();

    private OpenDocumentContents() {
    }

    @Override
    public String getContent(URI uri) {
        return DocumentModels.get().find(uri).map(DocumentModel::text).orElse(null);
    }

    @Override
    public boolean hasContent(URI uri) {
        return DocumentModels.get().find(uri).isPresent();
    }

    @Override
    public IExternalContentProvider getActualContentProvider() {
        return this;
    }
}
