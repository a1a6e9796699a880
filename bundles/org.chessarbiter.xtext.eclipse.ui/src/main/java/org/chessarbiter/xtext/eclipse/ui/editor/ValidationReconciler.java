package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DirtyStateListener;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.core.XtextCore;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.xtext.resource.IResourceDescription;

/**
 * As-you-type validation (extension point {@code org.eclipse.ui.genericeditor.reconcilers}): after each pause
 * in typing, the document's model is parsed and validated once ({@link DocumentModel#validate()}), its
 * issues become annotations ({@link ProblemAnnotations}) and its semantic highlighting is shown by asking
 * the viewer to repaint. Documents over their language's large-file threshold are not parsed: they are
 * validated by the language's streaming validator in a job and made read-only ({@link LargeFileValidation}).
 * <p>
 * The reconciler listens to the dirty state of the open documents: when another document of the project
 * publishes a new text (or closes), and this document was linked against an older state, it validates again
 * (its references may resolve differently: unsaved text takes precedence over the saved files).
 */
public class ValidationReconciler extends ModelReconciler implements DirtyStateListener {

    private final Validation validation;

    public ValidationReconciler() {
        this(new Validation());
    }

    private ValidationReconciler(Validation validation) {
        super(validation);
        this.validation = validation;
    }

    @Override
    public void install(ITextViewer viewer) {
        super.install(viewer);
        XtextCore.get().dirtyState().addListener(this);
    }

    @Override
    public void uninstall() {
        XtextCore.get().dirtyState().removeListener(this);
        if (viewer() != null) {
            ProblemAnnotations.stopHidingMarkers(viewer());
            DocumentModels.get().release(viewer().getDocument());
        }
        super.uninstall();
    }

    /** Another document of the project changed: validate again if this one was linked against its old state. */
    @Override
    public void dirtyStateChanged(String projectName, List<IResourceDescription.Delta> changes) {
        DocumentModel model = validation.model;
        if (model != null && model.projectName().equals(projectName) && model.isLinkedAgainstOldTexts()) {
            forceReconciling();
        }
    }

    private static final class Validation extends Strategy {

        private volatile DocumentModel model;
        private ParsedDocument shown;

        @Override
        void reconcile(DocumentModel model, ITextViewer target) {
            this.model = model;
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
