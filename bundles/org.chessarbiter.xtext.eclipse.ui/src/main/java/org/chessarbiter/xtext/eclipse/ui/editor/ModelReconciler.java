package org.chessarbiter.xtext.eclipse.ui.editor;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.jface.text.reconciler.MonoReconciler;

/**
 * A reconciler that works on the whole document's {@link DocumentModel} after each pause in typing (and once
 * when the editor opens), in the reconciler's background thread. A failing language service is logged; the
 * editor goes on working.
 */
abstract class ModelReconciler extends MonoReconciler {

    /** Milliseconds of quiet before a reconcile. */
    static final int DELAY = 300;

    private final Strategy strategy;

    ModelReconciler(Strategy strategy) {
        super(strategy, false);
        this.strategy = strategy;
        setDelay(DELAY);
    }

    @Override
    public void install(ITextViewer viewer) {
        strategy.viewer = viewer;
        super.install(viewer);
    }

    ITextViewer viewer() {
        return strategy.viewer;
    }

    /** What a reconcile does with the model of the viewer's document. */
    abstract static class Strategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

        private volatile ITextViewer viewer;
        private IDocument document;

        /** Reconciles the (current) model of the viewer's document. */
        abstract void reconcile(DocumentModel model, ITextViewer target);

        @Override
        public void setDocument(IDocument document) {
            this.document = document;
        }

        @Override
        public void setProgressMonitor(IProgressMonitor monitor) {
            // reconciles are short; a newer change makes the model cancel its validation itself
        }

        /** The first reconcile, when the editor opens (MonoReconciler calls only this one then). */
        @Override
        public void initialReconcile() {
            reconcile((IRegion) null);
        }

        @Override
        public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
            reconcile(subRegion);
        }

        @Override
        public void reconcile(IRegion partition) {
            DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
            ITextViewer target = viewer;
            if (model == null || target == null) {
                return;
            }
            try {
                reconcile(model, target);
            } catch (RuntimeException e) {
                ILog.of(getClass()).error(e.getMessage() == null ? e.toString() : e.getMessage(), e);
            }
        }
    }
}
