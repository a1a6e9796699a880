package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.chessarbiter.xtext.eclipse.ui.preferences.SyntaxColoringPreferences;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.swt.widgets.Control;

/**
 * Syntax colouring (extension point {@code org.eclipse.ui.genericeditor.presentationReconcilers}): lexical
 * colours from the language's runtime lexer, with the semantic highlighting of the last validation on top
 * ({@link HighlightingScanner}); repaints only where the tokens changed ({@link HighlightingDamager}), and
 * everything when a colour preference changes.
 */
public class HighlightingReconciler extends PresentationReconciler {

    /** The viewers painted by these reconcilers: repainted when a colour preference changes. */
    private static final Set<ITextViewer> VIEWERS = ConcurrentHashMap.newKeySet();

    static {
        SyntaxColoringPreferences.addListener(HighlightingReconciler::repaintAll);
    }

    private ITextViewer viewer;

    public HighlightingReconciler() {
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(new HighlightingScanner());
        setDamager(new HighlightingDamager(), IDocument.DEFAULT_CONTENT_TYPE);
        setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
    }

    @Override
    public void install(ITextViewer textViewer) {
        super.install(textViewer);
        viewer = textViewer;
        VIEWERS.add(textViewer);
    }

    @Override
    public void uninstall() {
        if (viewer != null) {
            VIEWERS.remove(viewer);
        }
        super.uninstall();
    }

    private static void repaintAll() {
        for (ITextViewer each : VIEWERS) {
            Control control = each.getTextWidget();
            if (control != null && !control.isDisposed()) {
                control.getDisplay().asyncExec(() -> {
                    if (!control.isDisposed()) {
                        each.invalidateTextPresentation();
                    }
                });
            }
        }
    }
}
