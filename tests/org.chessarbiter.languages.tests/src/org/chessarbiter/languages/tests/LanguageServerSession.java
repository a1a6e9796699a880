package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.cli.lsp.ArbiterLanguageServer;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/** {@code ./arbiter lsp} over piped streams, as an editor talks to it, and what it publishes. */
final class LanguageServerSession implements LanguageClient, AutoCloseable {
    /** Guards against a hung server only; no speed is asserted. */
    static final long HANG_GUARD_MINUTES = 3;

    final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();
    final LanguageServer server;
    private final PipedOutputStream clientOut;

    LanguageServerSession() throws IOException {
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        ArbiterLanguageServer.start(serverIn, serverOut);
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(this, clientIn, clientOut);
        launcher.startListening();
        server = launcher.getRemoteProxy();
    }

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

    /** The next diagnostics published for {@code uri}, empty or not. */
    List<Diagnostic> published(String uri) throws InterruptedException {
        while (true) {
            PublishDiagnosticsParams p = diagnostics.poll(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
            assertNotNull(p, "no diagnostics published for " + uri);
            if (p.getUri().equals(uri)) {
                return p.getDiagnostics();
            }
        }
    }

    /** The next non-empty diagnostics published for {@code uri}. */
    List<Diagnostic> next(String uri) throws InterruptedException {
        while (true) {
            List<Diagnostic> found = published(uri);
            if (!found.isEmpty()) {
                return found;
            }
        }
    }

    /** Shuts the server down (not "exit": Xtext's server ends the JVM on it) and disconnects. */
    @Override
    public void close() throws Exception {
        server.shutdown().get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        clientOut.close();
    }
}
