package org.chessarbiter.xtext.eclipse.editor;

import org.chessarbiter.xtext.eclipse.DocumentModel;
import org.chessarbiter.xtext.eclipse.DocumentModels;
import org.chessarbiter.xtext.eclipse.ParsedDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Control;

/**
 * As-you-type validation (extension point {@code org.eclipse.ui.genericeditor.reconcilers}): after each pause
 * in typing, the document's model is parsed and validated once ({@link DocumentModel#validate()}), its
 * issues become annotations ({@link ProblemAnnotations}) and its semantic highlighting is shown by asking
 * the viewer to repaint. Documents over their language's large-file threshold are not parsed: they are
 * validated by the language's streaming validator in a job and made read-only ({@link LargeFileValidation}).
 */
public class ValidationReconciler extends ModelReconciler {

    public ValidationReconciler() {
        super(new Validation());
    }

    @Override
    public void uninstall() {
        if (viewer() != null) {
            ProblemAnnotations.stopHidingMarkers(viewer());
            DocumentModels.get().release(viewer().getDocument());
        }
        super.uninstall();
    }

    private static final class Validation extends Strategy {

        private ParsedDocument shown;

        @Override
        void reconcile(DocumentModel model, ITextViewer target) {
            if (model.isLarge()) {
                LargeFileValidation.start(model, target);
                return;
            }
            ParsedDocument state = model.validate();
            if (!state.isValidated() || state == shown) {
                return;
            }
            shown = state;
            if (target instanceof ISourceViewer sourceViewer) {
                ProblemAnnotations.show(sourceViewer, state);
            }
            Control control = target.getTextWidget();
            if (!state.highlights().isEmpty() && control != null && !control.isDisposed()) {
                control.getDisplay().asyncExec(() -> {
                    if (!control.isDisposed() && model.stamp() == state.stamp()) {
                        target.invalidateTextPresentation();
                    }
                });
            }
        }
    }
}
