package org.chessarbiter.cli.lsp;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.ExecutionException;

/**
 * {@code ./arbiter lsp}: the language server on standard input and output, so that other editors can
 * use the scoresheet and regulations languages. Whatever the bundles print while it runs goes to
 * standard error, never into the protocol stream.
 */
public final class LanguageServerCommand {
    private LanguageServerCommand() {
    }

    /** Serves until the client disconnects; 0 when it ended normally. */
    public static int serve(PrintStream err) {
        InputStream in = System.in;
        PrintStream protocol = System.out;
        System.setOut(err);
        try {
            ArbiterLanguageServer.start(in, protocol).get();
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (ExecutionException e) {
            err.println(e.getCause());
            return 1;
        } finally {
            System.setOut(protocol);
        }
    }
}
