package org.chessarbiter.cli.lsp;

import com.google.inject.Inject;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.eclipse.xtext.ide.server.concurrent.AbstractRequest;
import org.eclipse.xtext.ide.server.concurrent.RequestManager;
import org.eclipse.xtext.service.OperationCanceledManager;

/**
 * Xtext's request manager with its queue (where documents are parsed, built and validated, one request after
 * another) on a thread with a deep stack ({@link DeepStackExecutors}), as its parallel requests are.
 */
public class DeepStackRequests extends RequestManager {
    private final ExecutorService queue = Executors.newSingleThreadExecutor(DeepStackExecutors.factory("arbiter-lsp-queue"));

    @Inject
    public DeepStackRequests(ExecutorService parallel, OperationCanceledManager operationCanceledManager) {
        super(parallel, operationCanceledManager);
    }

    @Override
    protected void submitRequest(AbstractRequest<?> request) {
        queue.submit(request);
    }

    @Override
    public void shutdown() {
        queue.shutdown();
        super.shutdown();
    }
}
