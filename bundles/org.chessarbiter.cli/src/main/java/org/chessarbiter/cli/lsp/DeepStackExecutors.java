package org.chessarbiter.cli.lsp;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.xtext.ide.ExecutorServiceProvider;

/**
 * The threads the language server reads, builds and validates documents on, each with a deep stack: the
 * languages' parsers descend once per nested variation, so a document of 10,000 nested variations needs far
 * more than the default stack. The stack is reserved, not committed: a thread uses what it touches.
 */
public class DeepStackExecutors extends ExecutorServiceProvider {
    /** The stack of each thread, in bytes. */
    public static final long STACK_BYTES = 1L << 30;

    @Override
    protected ExecutorService createInstance(String key) {
        return Executors.newCachedThreadPool(factory("arbiter-lsp" + (key == null ? "" : "-" + key)));
    }

    /** Daemon threads named {@code name-N} with the deep stack. */
    public static ThreadFactory factory(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(null, r, name + "-" + n.incrementAndGet(), STACK_BYTES);
            t.setDaemon(true);
            return t;
        };
    }
}
