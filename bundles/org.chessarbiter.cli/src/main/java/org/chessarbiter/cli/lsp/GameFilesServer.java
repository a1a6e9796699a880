package org.chessarbiter.cli.lsp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.LanguageServerImpl;

/**
 * Xtext's language server, with two things it lacks for the workbench's files:
 * <ul>
 * <li>an open game document too large for the language's resources (by its length, its games or the depth of its
 * variations: {@link StreamingThreshold}) is checked by the streaming path ({@link LargeDocuments}) and never given
 * to the language, so that no request waits for it; a document that grows past the threshold or shrinks below it
 * moves between the two;</li>
 * <li>a request on a streamed document (hover, outline, completion, ...) is answered at once with nothing, as the
 * document has no model: it neither waits on the request queue nor makes the language load the document's file;</li>
 * <li>a client that names no root (no {@code rootUri}, {@code rootPath} nor workspace folder) is served: its
 * documents are checked on their own, in an empty workspace.</li>
 * </ul>
 */
public class GameFilesServer extends LanguageServerImpl {

    private final Map<String, Document> open = new ConcurrentHashMap<>();
    private final StreamingThreshold threshold = StreamingThreshold.fromSystemProperties();
    private volatile LargeDocuments large;
    private Path emptyRoot;

    @Override
    public void connect(LanguageClient client) {
        super.connect(client);
        large = new LargeDocuments(client::publishDiagnostics);
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        TextDocumentItem item = params.getTextDocument();
        open.put(item.getUri(), new Document(item.getVersion(), item.getText()));
        if (threshold.streamed(item.getUri(), item.getText())) {
            large.check(item.getUri(), item.getText());
        } else {
            super.didOpen(params);
        }
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        Document before = open.get(uri);
        if (before == null) {
            super.didChange(params);
            return;
        }
        Document after = before.applyTextDocumentChanges(params.getContentChanges());
        open.put(uri, after);
        boolean wasLarge = large.isOpen(uri);
        boolean isLarge = threshold.streamed(uri, after.getContents());
        if (isLarge) {
            if (!wasLarge) { // it grew: the language lets it go
                super.didClose(new DidCloseTextDocumentParams(params.getTextDocument()));
            }
            large.check(uri, after.getContents());
        } else if (wasLarge) { // it shrank: the language takes it
            large.close(uri);
            super.didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "", params.getTextDocument().getVersion(),
                    after.getContents())));
        } else {
            super.didChange(params);
        }
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        open.remove(uri);
        if (large.isOpen(uri)) {
            large.close(uri);
        } else {
            super.didClose(params);
        }
    }

    /** Nothing, at once, for a streamed document; otherwise what the language answers. */
    private <T> CompletableFuture<T> answer(TextDocumentIdentifier document, T nothing, Supplier<CompletableFuture<T>> language) {
        LargeDocuments streamed = large;
        return streamed != null && streamed.isOpen(document.getUri()) ? CompletableFuture.completedFuture(nothing) : language.get();
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        return answer(params.getTextDocument(), null, () -> super.hover(params));
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return answer(params.getTextDocument(), Either.forLeft(List.of()), () -> super.completion(params));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams params) {
        return answer(params.getTextDocument(), Either.forLeft(List.of()), () -> super.definition(params));
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.references(params));
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.documentSymbol(params));
    }

    @Override
    public CompletableFuture<List<? extends DocumentHighlight>> documentHighlight(DocumentHighlightParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.documentHighlight(params));
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.codeAction(params));
    }

    @Override
    public CompletableFuture<List<? extends CodeLens>> codeLens(CodeLensParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.codeLens(params));
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.formatting(params));
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> rangeFormatting(DocumentRangeFormattingParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.rangeFormatting(params));
    }

    @Override
    public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        return answer(params.getTextDocument(), List.of(), () -> super.foldingRange(params));
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return answer(params.getTextDocument(), new SemanticTokens(List.of()), () -> super.semanticTokensFull(params));
    }

    /** The client's root; with none, an empty folder of the server's own, so that the documents opened are checked alone. */
    @Override
    @Deprecated
    protected synchronized URI getBaseDir(InitializeParams params) {
        URI named = super.getBaseDir(params);
        if (named != null) {
            return named;
        }
        if (emptyRoot == null) {
            try {
                emptyRoot = Files.createTempDirectory("arbiter-lsp");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            emptyRoot.toFile().deleteOnExit();
        }
        return URI.createFileURI(emptyRoot.toString() + "/");
    }
}
