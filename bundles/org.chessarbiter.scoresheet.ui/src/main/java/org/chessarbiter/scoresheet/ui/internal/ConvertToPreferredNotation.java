package org.chessarbiter.scoresheet.ui.internal;

import java.util.List;

import org.chessarbiter.scoresheet.ide.notation.GameConversions;
import org.chessarbiter.scoresheet.ide.notation.GameConversions.Replacement;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Command "Convert to the Preferred Notation" of a scoresheet editor: every game not written in the preferred
 * notation of its kind ({@code ScoresheetPreferenceKeys}) is rewritten in it ({@link GameConversions}), as one
 * undoable change. A text with syntax errors, a read-only or too large document is left as it is.
 */
public class ConvertToPreferredNotation extends AbstractHandler {

    /** The language whose documents this command converts. */
    static final String LANGUAGE = "org.chessarbiter.scoresheet.Scoresheet";

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (!(part instanceof ITextEditor editor) || !editor.isEditable()) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        if (model == null || model.isLarge() || !LANGUAGE.equals(model.language().id())) {
            return null;
        }
        GameConversions conversions = model.language().get(GameConversions.class);
        List<Replacement> replacements = model.read(state -> state.text().equals(document.get())
                ? conversions.toPreferred(state.resource()) : List.<Replacement>of());
        IRewriteTarget target = editor.getAdapter(IRewriteTarget.class);
        if (target != null) {
            target.beginCompoundChange();
        }
        try {
            // from the last game to the first: the earlier offsets stay valid
            for (int i = replacements.size() - 1; i >= 0; i--) {
                Replacement replacement = replacements.get(i);
                document.replace(replacement.offset(), replacement.length(), replacement.text());
            }
        } catch (BadLocationException e) {
            // the document changed under the conversion: what was replaced stays, one undo takes it back
            ILog.of(getClass()).warn(e.getMessage() == null ? e.toString() : e.getMessage(), e);
        } finally {
            if (target != null) {
                target.endCompoundChange();
            }
        }
        return null;
    }
}
