package org.chessarbiter.xtext.eclipse.ui;

import org.chessarbiter.xtext.eclipse.core.TextSource;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;

/** An editor's document as the text of a {@code DocumentModel}. */
public record DocumentTextSource(IDocument document) implements TextSource {

    @Override
    public String get() {
        return document.get();
    }

    @Override
    public int length() {
        return document.getLength();
    }

    @Override
    public long stamp() {
        return document instanceof IDocumentExtension4 extension ? extension.getModificationStamp() : document.get().hashCode();
    }
}
