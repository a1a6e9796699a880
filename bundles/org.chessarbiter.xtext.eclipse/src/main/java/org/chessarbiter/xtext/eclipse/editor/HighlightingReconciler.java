package org.chessarbiter.xtext.eclipse.editor;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;

/**
 * Syntax colouring (extension point {@code org.eclipse.ui.genericeditor.presentationReconcilers}): lexical
 * colours from the language's runtime lexer, with the semantic highlighting of the last validation on top
 * ({@link HighlightingScanner}); repaints only where the tokens changed ({@link HighlightingDamager}).
 */
public class HighlightingReconciler extends PresentationReconciler {

    public HighlightingReconciler() {
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(new HighlightingScanner());
        setDamager(new HighlightingDamager(), IDocument.DEFAULT_CONTENT_TYPE);
        setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
    }
}
