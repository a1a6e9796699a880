package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Arrays;

import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.content.IContentType;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IEditorAssociationOverride;

/**
 * Opens files over their language's large-file threshold in the paged, read-only {@link LargeFileEditor}
 * by default (extension point {@code org.eclipse.ui.ide.editorAssociationOverride}); the other editors stay
 * available in "Open With".
 */
public class LargeFileEditorOverride implements IEditorAssociationOverride {

    @Override
    public IEditorDescriptor[] overrideEditors(IEditorInput input, IContentType contentType, IEditorDescriptor[] editors) {
        IEditorDescriptor large = isLarge(input) ? descriptor() : null;
        if (large == null || Arrays.stream(editors).anyMatch(editor -> LargeFileEditor.ID.equals(editor.getId()))) {
            return editors;
        }
        IEditorDescriptor[] result = Arrays.copyOf(editors, editors.length + 1);
        result[editors.length] = large;
        return result;
    }

    @Override
    public IEditorDescriptor[] overrideEditors(String fileName, IContentType contentType, IEditorDescriptor[] editors) {
        return editors;
    }

    @Override
    public IEditorDescriptor overrideDefaultEditor(IEditorInput input, IContentType contentType, IEditorDescriptor editor) {
        IEditorDescriptor large = isLarge(input) ? descriptor() : null;
        return large == null ? editor : large;
    }

    @Override
    public IEditorDescriptor overrideDefaultEditor(String fileName, IContentType contentType, IEditorDescriptor editor) {
        return editor;
    }

    /** Whether the input is a file longer than its language's threshold (its byte size bounds its characters). */
    static boolean isLarge(IEditorInput input) {
        if (!(input instanceof IFileEditorInput fileInput)) {
            return false;
        }
        IFile file = fileInput.getFile();
        XtextLanguage language = XtextLanguages.get().forFileExtension(file.getFileExtension()).orElse(null);
        return language != null && language.largeFileValidator().isPresent() && file.getLocation() != null
                && file.getLocation().toFile().length() > language.largeFileThreshold();
    }

    private static IEditorDescriptor descriptor() {
        return PlatformUI.getWorkbench().getEditorRegistry().findEditor(LargeFileEditor.ID);
    }
}
