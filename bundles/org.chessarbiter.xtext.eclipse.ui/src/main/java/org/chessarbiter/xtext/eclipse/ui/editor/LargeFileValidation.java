package org.chessarbiter.xtext.eclipse.ui.editor;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.LargeFileValidator;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.ui.internal.Messages;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.swt.widgets.Control;

/**
 * Opening a document too large to parse: the editor becomes read-only and the language's streaming
 * {@link LargeFileValidator} runs in a job with progress (never on the UI thread); its problems become
 * markers of the file, listed in the Problems view.
 */
public final class LargeFileValidation extends Job {

    /** The job family, for waiting on the validations (tests, shutdown). */
    public static final Object FAMILY = LargeFileValidation.class;

    private final LargeFileValidator validator;
    private final IFile file;
    private final Path path;

    private LargeFileValidation(LargeFileValidator validator, IFile file, Path path) {
        super(Messages.bind(Messages.LargeFileValidation_job, path.getFileName()));
        this.validator = validator;
        this.file = file;
        this.path = path;
        setUser(false);
        setRule(file == null ? null : ResourcesPlugin.getWorkspace().getRuleFactory().markerRule(file));
    }

    /** Makes the viewer read-only and validates the model's file once (later reconciles do nothing). */
    static void start(DocumentModel model, ITextViewer viewer) {
        if (!DocumentModels.get().firstLargeValidation(model)) {
            return;
        }
        Control control = viewer.getTextWidget();
        if (control != null && !control.isDisposed()) {
            control.getDisplay().asyncExec(() -> {
                if (!control.isDisposed()) {
                    viewer.setEditable(false);
                }
            });
        }
        if (model.uri().isPlatformResource()) {
            start(model.language(), ResourcesPlugin.getWorkspace().getRoot().getFile(
                    IPath.fromOSString(model.uri().toPlatformString(true))));
        } else {
            model.language().largeFileValidator().ifPresent(validator -> new LargeFileValidation(validator, null,
                    Path.of(model.uri().toFileString())).schedule());
        }
    }

    /** Validates a workspace file of the language in a job; its problems replace the file's markers. */
    public static void start(XtextLanguage language, IFile file) {
        if (language.largeFileValidator().isPresent() && file.getLocation() != null) {
            new LargeFileValidation(language.largeFileValidator().get(), file, file.getLocation().toFile().toPath()).schedule();
        }
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        List<Problem> problems = validator.validate(path, monitor);
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        if (file != null && file.exists()) {
            try {
                ResourcesPlugin.getWorkspace().run(
                        progress -> ProblemMarkers.replaceWithProblems(file, problems), getRule(), 0,
                        monitor);
            } catch (CoreException e) {
                return e.getStatus();
            }
        }
        return Status.OK_STATUS;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }
}
