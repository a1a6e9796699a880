package org.chessarbiter.xtext.eclipse.editor;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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

    /** The reconcilers of the open editors: a changed text makes those of the same project validate again. */
    private static final Set<ValidationReconciler> INSTALLED = ConcurrentHashMap.newKeySet();

    private final Validation validation;

    public ValidationReconciler() {
        this(new Validation());
    }

    private ValidationReconciler(Validation validation) {
        super(validation);
        this.validation = validation;
        validation.owner = this;
    }

    @Override
    public void install(ITextViewer viewer) {
        super.install(viewer);
        INSTALLED.add(this);
    }

    @Override
    public void uninstall() {
        INSTALLED.remove(this);
        if (viewer() != null) {
            ProblemAnnotations.stopHidingMarkers(viewer());
            DocumentModels.get().release(viewer().getDocument());
        }
        super.uninstall();
    }

    /**
     * After a reconcile, the other open documents of its project that were linked against other texts than
     * the project's open documents have now are validated again: their references may resolve differently
     * (unsaved text takes precedence over the saved files). Asking the models, not comparing with the text
     * this editor last showed, also catches a text the others saw only in passing: an edit another model
     * parsed before this reconciler ran, reverted before it did (this editor then shows the same text as
     * before, but the other model still links against the edit). A document linked again does not start
     * this again: relinking changes no text.
     */
    private static void revalidateOthers(ValidationReconciler changed, String projectName) {
        for (ValidationReconciler other : INSTALLED) {
            DocumentModel model = other.validation.model;
            if (other != changed && model != null && model.projectName().equals(projectName) && model.isLinkedAgainstOldTexts()) {
                other.forceReconciling();
            }
        }
    }

    private static final class Validation extends Strategy {

        private ValidationReconciler owner;
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
            revalidateOthers(owner, model.projectName());
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
