package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Formats a document with the language's formatter ({@code IFormatter2}, through Xtext's
 * {@link FormattingService}); a language without a formatter leaves the text as it is.
 */
public final class Formatting {

    private Formatting() {
    }

    /** The edits that format the whole parsed state, as a quick fix to apply. */
    public static QuickFix of(DocumentModel model, ParsedDocument state) {
        Document document = new Document(1, state.text());
        List<? extends TextEdit> edits = model.language().get(FormattingService.class).format(document, state.resource(),
                new DocumentFormattingParams(new TextDocumentIdentifier(model.uri().toString()), new FormattingOptions(4, true)),
                CancelIndicator.NullImpl);
        List<QuickFix.Replacement> replacements = new ArrayList<>();
        for (TextEdit edit : edits) {
            int start = document.getOffSet(edit.getRange().getStart());
            int end = document.getOffSet(edit.getRange().getEnd());
            replacements.add(new QuickFix.Replacement(start, end - start, edit.getNewText()));
        }
        return new QuickFix("format", replacements);
    }
}
