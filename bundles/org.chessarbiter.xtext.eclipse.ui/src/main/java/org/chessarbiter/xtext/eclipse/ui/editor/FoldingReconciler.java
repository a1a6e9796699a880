package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.xtext.ide.editor.folding.FoldingRange;
import org.eclipse.xtext.ide.editor.folding.IFoldingRangeProvider;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Folding (extension point {@code org.eclipse.ui.genericeditor.foldingReconcilers}): the language's
 * {@link IFoldingRangeProvider} on the shared resource, as projection annotations over whole lines. Ranges
 * within one line are not foldable and are skipped.
 */
public class FoldingReconciler extends ModelReconciler {

    public FoldingReconciler() {
        super(new Folding());
    }

    private static final class Folding extends Strategy {

        @Override
        void reconcile(DocumentModel model, ITextViewer viewer) {
            if (model.isLarge() || !(viewer instanceof ProjectionViewer projection)) {
                return;
            }
            long stamp = model.stamp();
            IDocument document = DocumentModels.document(model);
            List<Position> positions = model.read(state -> lines(document, state.text(),
                    model.language().get(IFoldingRangeProvider.class).getFoldingRanges(state.resource(), CancelIndicator.NullImpl)));
            Control control = projection.getTextWidget();
            if (control == null || control.isDisposed()) {
                return;
            }
            control.getDisplay().asyncExec(() -> {
                ProjectionAnnotationModel annotations = projection.getProjectionAnnotationModel();
                if (control.isDisposed() || annotations == null || model.stamp() != stamp) {
                    return;
                }
                update(annotations, positions);
            });
        }

        /** Whole-line positions of the ranges that span more than one line. */
        private static List<Position> lines(IDocument document, String text, SortedSet<FoldingRange> ranges) {
            List<Position> result = new ArrayList<>();
            for (FoldingRange range : ranges) {
                try {
                    int firstLine = document.getLineOfOffset(range.getOffset());
                    int lastLine = document.getLineOfOffset(Math.min(text.length(), range.getOffset() + range.getLength()));
                    if (lastLine > firstLine) {
                        int start = document.getLineOffset(firstLine);
                        IRegion last = document.getLineInformation(lastLine);
                        int end = Math.min(document.getLength(), last.getOffset() + last.getLength()
                                + (document.getLineDelimiter(lastLine) == null ? 0 : document.getLineDelimiter(lastLine).length()));
                        result.add(new Position(start, end - start));
                    }
                } catch (BadLocationException e) {
                    // the text changed under us: the next reconcile folds the new text
                }
            }
            return result;
        }

        private static void update(ProjectionAnnotationModel annotations, List<Position> positions) {
            List<Annotation> removed = new ArrayList<>();
            List<Position> kept = new ArrayList<>();
            for (Iterator<Annotation> it = annotations.getAnnotationIterator(); it.hasNext();) {
                Annotation annotation = it.next();
                Position position = annotations.getPosition(annotation);
                if (position != null && positions.contains(position) && !kept.contains(position)) {
                    kept.add(position);
                } else {
                    removed.add(annotation);
                }
            }
            Map<Annotation, Position> added = new HashMap<>();
            for (Position position : positions) {
                if (!kept.contains(position)) {
                    added.put(new ProjectionAnnotation(), position);
                }
            }
            annotations.modifyAnnotations(removed.toArray(Annotation[]::new), added, null);
        }
    }
}
