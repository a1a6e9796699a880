package org.chessarbiter.xtext.eclipse.ui.outline;

import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/** Gives text editors of Xtext documents an {@link OutlinePage} (the generic editor has no outline of its own). */
public class OutlineAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (type != IContentOutlinePage.class || !(adaptable instanceof ITextEditor editor)
                || editor.getDocumentProvider() == null) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        return DocumentModels.get().forDocument(document).map(model -> type.cast(new OutlinePage(editor, model)))
                .orElse(null);
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IContentOutlinePage.class };
    }
}
