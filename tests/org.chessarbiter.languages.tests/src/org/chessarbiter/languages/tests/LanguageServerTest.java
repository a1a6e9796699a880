package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.cli.lsp.ArbiterLanguageServer;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./arbiter lsp}: the language server over piped streams, as an editor talks to it: initialize,
 * open a scoresheet and a regulations file, receive their diagnostics.
 */
class LanguageServerTest {
    /** Guards against a hung server only; no speed is asserted. */
    private static final long HANG_GUARD_MINUTES = 3;

    /** Collects what the server publishes. */
    private static final class Client implements LanguageClient {
        final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();

        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            diagnostics.add(params);
        }

        @Override
        public void showMessage(MessageParams params) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams params) {
        }

        /** The next non-empty diagnostics published for {@code uri}. */
        List<Diagnostic> next(String uri) throws InterruptedException {
            while (true) {
                PublishDiagnosticsParams p = diagnostics.poll(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
                assertNotNull(p, "no diagnostics published for " + uri);
                if (p.getUri().equals(uri) && !p.getDiagnostics().isEmpty()) {
                    return p.getDiagnostics();
                }
            }
        }
    }

    @Test
    void initializeOpenAndPublishDiagnostics(@TempDir Path root) throws Exception {
        PipedInputStream serverIn = new PipedInputStream();
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream();
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        ArbiterLanguageServer.start(serverIn, serverOut);
        Client client = new Client();
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, clientIn, clientOut);
        launcher.startListening();
        LanguageServer server = launcher.getRemoteProxy();

        InitializeParams init = new InitializeParams();
        init.setRootUri(root.toUri().toString());
        init.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "test")));
        InitializeResult result = server.initialize(init).get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        assertTrue(result.getCapabilities().getHoverProvider().isLeft() || result.getCapabilities().getHoverProvider().isRight());
        server.initialized(new InitializedParams());

        String game = root.resolve("van-mau.bienban").toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(game, "scoresheet", 1, SeedExamplesTest.SEED_GAME)));
        List<Diagnostic> found = client.next(game);
        assertEquals(1, found.size(), found::toString);
        assertEquals(ScoresheetIssueCodes.MISSING_MOVE, found.get(0).getCode().getLeft());
        assertEquals(0, found.get(0).getRange().getStart().getLine());
        assertEquals(SeedExamplesTest.SEED_GAME.indexOf("7.c:d5"), found.get(0).getRange().getStart().getCharacter());

        String rules = root.resolve("giai.dieule").toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(rules, "regulations", 1, "this is not a regulation")));
        assertTrue(!client.next(rules).isEmpty(), "the regulations language answers too");

        // not "exit": Xtext's server ends the JVM on it
        server.shutdown().get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        clientOut.close();
    }
}
