package org.chessarbiter.cli.bench;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.chessarbiter.cli.lsp.ArbiterLanguageServer;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The language server under load, in one process, spoken to over piped streams as an editor does: the time and
 * the peak resident memory to diagnose a 1,000-game PGN; the worst latency of a request (a hover on a small
 * document, asked every 50 ms) while a document of 10,000 nested variations is diagnosed and while a 6 MB
 * one-line PGN is opened and closed, and the latency of the first request after that close.
 * Arguments: the 1,000-game PGN file (or none: the case is skipped), and the case to run (one per JVM, so that
 * each peak memory is its own): games, nested, large.
 */
public final class LanguageServerBench {
    private static final String ROOT = "file:///tmp/lsp-bench-documents/";
    private static final String SMALL = "[Event \"probe\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";

    private LanguageServerBench() {
    }

    /** A client that keeps what the server publishes. */
    private static final class Client implements LanguageClient {
        final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();

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

        /** Waits for diagnostics of {@code uri}; null when none came within {@code seconds}. */
        PublishDiagnosticsParams await(String uri, long seconds) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            while (true) {
                PublishDiagnosticsParams p = published.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (p == null || p.getUri().equals(uri)) {
                    return p;
                }
            }
        }
    }

    /** A server started in this process, initialized on an empty folder, and its client. */
    private record Session(LanguageServer server, Client client) {
        static Session start() throws Exception {
            PipedInputStream serverIn = new PipedInputStream(1 << 20);
            PipedOutputStream clientOut = new PipedOutputStream(serverIn);
            PipedInputStream clientIn = new PipedInputStream(1 << 20);
            PipedOutputStream serverOut = new PipedOutputStream(clientIn);
            ArbiterLanguageServer.start(serverIn, serverOut);
            Client client = new Client();
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, clientIn, clientOut);
            launcher.startListening();
            LanguageServer server = launcher.getRemoteProxy();
            InitializeParams init = new InitializeParams();
            init.setRootUri(Files.createTempDirectory("lsp-bench").toUri().toString());
            server.initialize(init).get(60, TimeUnit.SECONDS);
            server.initialized(new InitializedParams());
            return new Session(server, client);
        }

        void open(String uri, String text) {
            server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "scoresheet", 1, text)));
        }

        void close(String uri) {
            server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        }

        /**
         * The milliseconds a hover on {@code uri} takes to be answered (at most {@code seconds}, -1 past that); an
         * answer that says the request was cancelled is an answer.
         */
        long hover(String uri, long seconds) {
            long t0 = System.nanoTime();
            try {
                server.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(2, 4)))
                        .get(seconds, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                return -1;
            } catch (InterruptedException | ExecutionException | CancellationException e) {
                // answered
            }
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        }
    }

    /** Asks a hover every 50 ms while it runs; the worst answer time in milliseconds. */
    private static final class Probe implements AutoCloseable {
        private final AtomicLong worst = new AtomicLong();
        private final Thread thread;
        private volatile boolean done;

        Probe(Session s, String uri) {
            thread = new Thread(() -> {
                while (!done) {
                    long ms = s.hover(uri, 600);
                    worst.accumulateAndGet(ms < 0 ? Long.MAX_VALUE : ms, Math::max);
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "probe");
            thread.start();
        }

        long worst() {
            return worst.get();
        }

        @Override
        public void close() throws InterruptedException {
            done = true;
            thread.join();
        }
    }

    public static void main(String[] args) throws Exception {
        String kind = args.length > 1 ? args[1] : "games";
        Session s = Session.start();
        String probe = ROOT + "probe.pgn";
        s.open(probe, SMALL);
        s.client.await(probe, 120);
        switch (kind) {
            case "games" -> games(s, Path.of(args[0]));
            case "nested" -> nested(s, probe);
            case "large" -> large(s, probe);
            default -> throw new IllegalArgumentException(kind);
        }
        System.exit(0);
    }

    private static void games(Session s, Path file) throws Exception {
        String text = Files.readString(file);
        long games = text.lines().filter(l -> l.startsWith("[Event ")).count();
        // warm: the same games once under another name, as an editor that has been running a while
        String warm = ROOT + "warm.pgn";
        s.open(warm, text);
        s.client.await(warm, 600);
        s.close(warm);
        s.client.await(warm, 600);
        System.gc();
        String uri = ROOT + "games.pgn";
        long t0 = System.nanoTime();
        s.open(uri, text);
        PublishDiagnosticsParams p = s.client.await(uri, 600);
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("%-44s %8.2f s  %6d MB peak RSS  (%d games, %d KB, %s diagnostics)%n", "diagnose a " + games + "-game PGN",
                seconds, peakRssMb(), games, text.length() / 1024, p == null ? "no" : p.getDiagnostics().size());
    }

    private static void nested(Session s, String probe) throws Exception {
        StringBuilder sb = new StringBuilder("[Event \"nested\"]\n\n1. e4 ");
        int depth = 10_000;
        for (int i = 0; i < depth; i++) {
            sb.append(i % 2 == 0 ? "(1. d4 " : "(1. c4 ");
        }
        sb.append(")".repeat(depth)).append(" e5 *\n");
        String uri = ROOT + "nested.pgn";
        long t0 = System.nanoTime();
        PublishDiagnosticsParams p;
        try (Probe pr = new Probe(s, probe)) {
            s.open(uri, sb.toString());
            p = s.client.await(uri, 600);
            pr.close();
            System.out.printf("%-44s %8.2f s  worst request %d ms  (%s)%n", "10,000 nested variations: diagnostics",
                    (System.nanoTime() - t0) / 1e9, pr.worst(), p == null ? "NO diagnostics" : p.getDiagnostics().size() + " diagnostics");
        }
    }

    private static void large(Session s, String probe) throws Exception {
        StringBuilder sb = new StringBuilder("[Event \"large\"]\n\n");
        for (int i = 0; sb.length() < 6_400_000; i++) {
            sb.append(i % 2 == 0 ? "{a comment of some length, repeated to make one very long line} " : "Nf3 ");
        }
        sb.append("*");
        String uri = ROOT + "large.pgn";
        long t0 = System.nanoTime();
        long after;
        try (Probe pr = new Probe(s, probe)) {
            s.open(uri, sb.toString());
            Thread.sleep(500);
            s.close(uri);
            after = s.hover(probe, 600);
            PublishDiagnosticsParams p = s.client.await(uri, 600);
            pr.close();
            System.out.printf("%-44s %8.2f s  worst request %d ms  first request after the close %d ms%n",
                    "6.4 MB one-line PGN opened and closed", (System.nanoTime() - t0) / 1e9, pr.worst(), after);
        }
    }

    private static long peakRssMb() throws IOException {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (l.startsWith("VmHWM:")) {
                return Long.parseLong(l.replaceAll("\\D", "")) / 1024;
            }
        }
        return -1;
    }
}
