package org.chessarbiter.xtext.eclipse.ui.outline;

import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.symbol.IDocumentSymbolService;
import org.eclipse.xtext.util.CancelIndicator;

/** The outline of a parsed document: the language's {@link IDocumentSymbolService} symbols. */
public final class OutlineSymbols {

    private OutlineSymbols() {
    }

    /** The top-level symbols (with their children) of the parsed state. */
    public static List<DocumentSymbol> of(DocumentModel model, ParsedDocument state) {
        List<DocumentSymbol> symbols = model.language().get(IDocumentSymbolService.class).getSymbols(
                new Document(1, state.text()), state.resource(),
                new DocumentSymbolParams(new TextDocumentIdentifier(model.uri().toString())), CancelIndicator.NullImpl);
        return symbols == null ? List.of() : symbols;
    }

    /** The document offset of a symbol's name (its selection range). */
    public static int[] selection(String text, DocumentSymbol symbol) {
        Document document = new Document(1, text);
        int start = document.getOffSet(symbol.getSelectionRange().getStart());
        int end = document.getOffSet(symbol.getSelectionRange().getEnd());
        return new int[] { start, end - start };
    }
}
