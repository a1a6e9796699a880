package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.ISynchronizable;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.IAnnotationModelListener;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.eclipse.xtext.validation.Issue;

/**
 * Puts the issues of the open document into its annotation model, replacing those of the previous
 * reconcile.
 * <p>
 * No duplicate problems: in an open editor the reconciler's annotations are the one source. The
 * annotations of the builder's markers ({@link ProblemMarkers#TYPE}) are marked deleted in that
 * editor's annotation model, so they are not drawn (the markers themselves stay, in the Problems view
 * and for marker resolutions). They would show the state of the saved file, which an open editor may
 * no longer have.
 */
public final class ProblemAnnotations {

    private static final Map<IAnnotationModel, IAnnotationModelListener> HIDERS = new HashMap<>();

    private ProblemAnnotations() {
    }

    /** Shows the issues of {@code state} (which must be validated) in the viewer's annotation model. */
    public static void show(ISourceViewer viewer, ParsedDocument state) {
        IAnnotationModel model = viewer.getAnnotationModel();
        if (model == null) {
            return;
        }
        int length = state.text().length();
        Map<Annotation, Position> added = new HashMap<>();
        for (Issue issue : state.issues()) {
            int offset = issue.getOffset() == null ? 0 : Math.min(Math.max(0, issue.getOffset()), length);
            int size = issue.getLength() == null ? 0 : Math.min(Math.max(0, issue.getLength()), length - offset);
            added.put(new IssueAnnotation(issue), new Position(offset, size));
        }
        synchronized (lock(model)) {
            List<Annotation> removed = new ArrayList<>();
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                Annotation annotation = it.next();
                if (annotation instanceof IssueAnnotation) {
                    removed.add(annotation);
                }
            }
            if (model instanceof IAnnotationModelExtension extension) {
                extension.replaceAnnotations(removed.toArray(Annotation[]::new), added);
            } else {
                removed.forEach(model::removeAnnotation);
                added.forEach(model::addAnnotation);
            }
        }
        hideMarkers(model);
        startHidingMarkers(model);
    }

    /** The issue annotations of a viewer (for quick fixes and tests). */
    public static List<IssueAnnotation> of(ITextViewer viewer) {
        List<IssueAnnotation> result = new ArrayList<>();
        IAnnotationModel model = viewer instanceof ISourceViewer source ? source.getAnnotationModel() : null;
        if (model != null) {
            synchronized (lock(model)) {
                for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                    if (it.next() instanceof IssueAnnotation annotation) {
                        result.add(annotation);
                    }
                }
            }
        }
        return result;
    }

    static void stopHidingMarkers(ITextViewer viewer) {
        if (viewer instanceof ISourceViewer source && source.getAnnotationModel() != null) {
            IAnnotationModelListener listener;
            synchronized (HIDERS) {
                listener = HIDERS.remove(source.getAnnotationModel());
            }
            if (listener != null) {
                source.getAnnotationModel().removeAnnotationModelListener(listener);
            }
        }
    }

    private static void startHidingMarkers(IAnnotationModel model) {
        synchronized (HIDERS) {
            if (!HIDERS.containsKey(model)) {
                IAnnotationModelListener listener = ProblemAnnotations::hideMarkers;
                HIDERS.put(model, listener);
                model.addAnnotationModelListener(listener);
            }
        }
    }

    private static void hideMarkers(IAnnotationModel model) {
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            if (it.next() instanceof MarkerAnnotation annotation && !annotation.isMarkedDeleted() && isOurs(annotation)) {
                annotation.markDeleted(true);
            }
        }
    }

    private static boolean isOurs(MarkerAnnotation annotation) {
        try {
            return annotation.getMarker().exists() && annotation.getMarker().isSubtypeOf(ProblemMarkers.TYPE);
        } catch (CoreException e) {
            return false;
        }
    }

    private static Object lock(IAnnotationModel model) {
        Object lock = model instanceof ISynchronizable synchronizable ? synchronizable.getLockObject() : null;
        return lock == null ? model : lock;
    }
}
