package org.chessarbiter.xtext.eclipse.ui.editor;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

/** The editor commands of the Xtext documents: format (Ctrl+Shift+F) and toggle comment (Ctrl+/). */
public final class EditorCommands {

    private EditorCommands() {
    }

    /** Formats the whole document of the active editor with the language's formatter. */
    public static class Format extends AbstractHandler {
        @Override
        public Object execute(ExecutionEvent event) throws ExecutionException {
            ITextEditor editor = textEditor(HandlerUtil.getActiveEditor(event));
            DocumentModel model = model(editor);
            if (model != null && !model.isLarge()) {
                try {
                    model.read(state -> Formatting.of(model, state)).apply(DocumentModels.document(model));
                } catch (BadLocationException e) {
                    throw new ExecutionException(e.getMessage(), e);
                }
            }
            return null;
        }
    }

    /** Comments or uncomments the selected lines with the language's line-comment prefix. */
    public static class ToggleComment extends AbstractHandler {
        @Override
        public Object execute(ExecutionEvent event) throws ExecutionException {
            ITextEditor editor = textEditor(HandlerUtil.getActiveEditor(event));
            DocumentModel model = model(editor);
            if (model == null || model.language().lineComment().isEmpty()
                    || !(editor.getSelectionProvider().getSelection() instanceof ITextSelection selection)) {
                return null;
            }
            try {
                LineComments.toggle(DocumentModels.document(model), selection.getStartLine(), Math.max(selection.getStartLine(),
                        selection.getEndLine()), model.language().lineComment().get());
            } catch (BadLocationException e) {
                throw new ExecutionException(e.getMessage(), e);
            }
            return null;
        }
    }

    private static ITextEditor textEditor(IEditorPart part) {
        return part instanceof ITextEditor editor ? editor : part == null ? null : part.getAdapter(ITextEditor.class);
    }

    private static DocumentModel model(ITextEditor editor) {
        if (editor == null || editor.getDocumentProvider() == null) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        return DocumentModels.get().forDocument(document).orElse(null);
    }
}
