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
     * After a text changed, the other open documents of its project are validated again: their references
     * may resolve differently now (unsaved text takes precedence over the saved files). A document validated
     * again only because its surroundings changed does not start this again.
     */
    private static void revalidateOthers(ValidationReconciler changed, String projectName) {
        for (ValidationReconciler other : INSTALLED) {
            DocumentModel model = other.validation.model;
            if (other != changed && model != null && model.projectName().equals(projectName)) {
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
            if (!state.isValidated() || state == shown) {
                return;
            }
            boolean textChanged = shown == null || !shown.text().equals(state.text());
            shown = state;
            if (textChanged) {
                revalidateOthers(owner, model.projectName());
            }
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
