package org.chessarbiter.cli.lsp;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * Fuzzes the language server's handling of documents: any text, opened as a scoresheet, a PGN file, a
 * regulations document or a law text, and changed to other texts, gets diagnostics; closed, it leaves a server that
 * still answers (a document opened after it gets its diagnostics). The input's first byte picks the kind; the rest, split at
 * each NUL, are the versions of the document. Inputs: {@code LanguageServerFuzzTestInputs/}.
 */
class LanguageServerFuzzTest {
    private static final String[] KINDS = {"pgn", "bienban", "dieule", "luat"};
    private static final String FOLDER = "file:///tmp/arbiter-lsp-fuzz/";
    private static final AtomicInteger DOCUMENTS = new AtomicInteger();
    private static Session session;

    /** One server for the whole run (it is costly to start), initialized with no root. */
    private static final class Session implements LanguageClient {
        final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
        final LanguageServer server;

        Session() throws Exception {
            PipedInputStream serverIn = new PipedInputStream(1 << 20);
            PipedOutputStream clientOut = new PipedOutputStream(serverIn);
            PipedInputStream clientIn = new PipedInputStream(1 << 20);
            PipedOutputStream serverOut = new PipedOutputStream(clientIn);
            ArbiterLanguageServer.start(serverIn, serverOut);
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(this, clientIn, clientOut);
            launcher.startListening();
            server = launcher.getRemoteProxy();
            server.initialize(new InitializeParams()).get(3, TimeUnit.MINUTES);
            server.initialized(new InitializedParams());
        }

        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }

        @Override
        public void showMessage(MessageParams messageParams) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {
        }

        /** Waits for the diagnostics of {@code uri} (guards against a hung server only). */
        void awaitDiagnostics(String uri) throws InterruptedException {
            while (true) {
                PublishDiagnosticsParams p = published.poll(3, TimeUnit.MINUTES);
                assertNotNull(p, "the server answers no more: no diagnostics for " + uri);
                if (p.getUri().equals(uri)) {
                    return;
                }
            }
        }
    }

    @FuzzTest(maxDuration = "5m")
    void documentsAreAnsweredWhateverTheirText(byte[] input) throws Exception {
        if (session == null) {
            session = new Session();
        }
        if (input.length == 0) {
            return;
        }
        String kind = KINDS[Math.floorMod(input[0], KINDS.length)];
        String[] versions = new String(input, 1, input.length - 1, StandardCharsets.UTF_8).split("\0", 4);
        String uri = FOLDER + "document-" + DOCUMENTS.incrementAndGet() + "." + kind;
        session.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, kind, 1, versions[0])));
        for (int v = 1; v < versions.length; v++) {
            session.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                    new VersionedTextDocumentIdentifier(uri, v + 1), List.of(new TextDocumentContentChangeEvent(versions[v]))));
        }
        session.awaitDiagnostics(uri);
        session.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        String probe = FOLDER + "probe-" + DOCUMENTS.incrementAndGet() + ".pgn";
        session.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(probe, "pgn", 1, "[Event \"probe\"]\n\n1. e4 e5 *\n")));
        session.awaitDiagnostics(probe);
        session.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(probe)));
    }

}
