package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.internal.Messages;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;

/**
 * The quick fixes of a problem marker ({@code org.eclipse.ui.ide.markerResolution}): the same
 * {@link QuickFixes} as Ctrl+1, applied to the file's text buffer (the open editor's, when there is one; a
 * file not open in an editor is saved after the fix).
 */
public class MarkerResolutions implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return !marker.getAttribute(ProblemMarkers.CODE, "").isEmpty();
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        return withBuffer(marker, buffer -> fixes(buffer, marker).stream()
                .map(fix -> (IMarkerResolution) new Resolution(fix.label())).toArray(IMarkerResolution[]::new),
                new IMarkerResolution[0]);
    }

    private static List<QuickFix> fixes(ITextFileBuffer buffer, IMarker marker) {
        DocumentModel model = DocumentModels.get().forDocument(buffer.getDocument()).orElse(null);
        if (model == null || model.isLarge()) {
            return List.of();
        }
        int start = marker.getAttribute(IMarker.CHAR_START, 0);
        int end = marker.getAttribute(IMarker.CHAR_END, start);
        return model.read(state -> QuickFixes.of(model, state, marker.getAttribute(ProblemMarkers.CODE, null),
                ProblemMarkers.data(marker), marker.getAttribute(IMarker.MESSAGE, ""), start, end - start));
    }

    private interface BufferWork<T> {
        T run(ITextFileBuffer buffer) throws CoreException, BadLocationException;
    }

    private static <T> T withBuffer(IMarker marker, BufferWork<T> work, T otherwise) {
        IPath path = marker.getResource().getFullPath();
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        boolean ours = manager.getTextFileBuffer(path, LocationKind.IFILE) == null;
        try {
            manager.connect(path, LocationKind.IFILE, new NullProgressMonitor());
            ITextFileBuffer buffer = manager.getTextFileBuffer(path, LocationKind.IFILE);
            try {
                return work.run(buffer);
            } finally {
                if (ours) {
                    DocumentModels.get().release(buffer.getDocument());
                }
                manager.disconnect(path, LocationKind.IFILE, new NullProgressMonitor());
            }
        } catch (CoreException | BadLocationException e) {
            ILog.of(MarkerResolutions.class).error(Messages.MarkerResolutions_failed, e);
            return otherwise;
        }
    }

    /** Recomputes the fixes when run (the text may have changed) and applies the one with this label. */
    private static final class Resolution implements IMarkerResolution {

        private final String label;

        Resolution(String label) {
            this.label = label;
        }

        @Override
        public String getLabel() {
            return label;
        }

        @Override
        public void run(IMarker marker) {
            withBuffer(marker, buffer -> {
                boolean wasDirty = buffer.isDirty();
                boolean shared = buffer.isShared();
                for (QuickFix fix : fixes(buffer, marker)) {
                    if (fix.label().equals(label)) {
                        fix.apply(buffer.getDocument());
                        if (!wasDirty && !shared) {
                            buffer.commit(new NullProgressMonitor(), true);
                        }
                        return Boolean.TRUE;
                    }
                }
                return Boolean.FALSE;
            }, Boolean.FALSE);
        }
    }
}
