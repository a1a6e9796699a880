package org.chessarbiter.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;

import org.chessarbiter.cli.lsp.ArbiterLanguageServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code ./arbiter lsp}: the language server on standard input and output, so that other editors can
 * use the scoresheet and regulations languages. Whatever the bundles print while it runs goes to
 * standard error, never into the protocol stream.
 */
@Command(name = "lsp")
public final class LanguageServerCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    private final PrintStream err;

    /** @param err where problems of the server go (standard error) */
    public LanguageServerCommand(PrintStream err) {
        this.err = err;
    }

    @Override
    public Integer call() {
        return serve(err);
    }

    /** Serves until the client disconnects; 0 when it ended normally, {@link ExitStatus#FAILURE} otherwise. */
    public static int serve(PrintStream err) {
        InputStream in = System.in;
        PrintStream protocol = System.out;
        System.setOut(err);
        try {
            ArbiterLanguageServer.start(in, protocol).get();
            return ExitStatus.OK;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitStatus.FAILURE;
        } catch (ExecutionException e) {
            err.println(e.getCause());
            return ExitStatus.FAILURE;
        } finally {
            System.setOut(protocol);
        }
    }
}
