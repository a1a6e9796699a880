package org.chessarbiter.cli.lsp;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.util.Modules;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.chessarbiter.workspace.validation.Languages;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.ide.server.concurrent.IRequestManager;
import org.eclipse.xtext.resource.IResourceServiceProvider;

/**
 * The Xtext language server of the workbench's languages: scoresheets ({@code *.bienban},
 * {@code *.pgn}) and regulations ({@code *.dieule}, {@code *.luat}). The languages are registered
 * explicitly (under OSGi the {@code ServiceLoader} lookup of {@code ISetup}s that Xtext's
 * {@code ServerModule} does by default finds nothing). Documents are handled by {@link GameFilesServer} (large
 * game files streamed, a client without a root served) on threads with a deep stack ({@link DeepStackExecutors}).
 */
public final class ArbiterLanguageServer {
    private ArbiterLanguageServer() {
    }

    /** The registry of the workbench's languages, by file extension. */
    public static IResourceServiceProvider.Registry languages() {
        return Languages.registry();
    }

    /**
     * Starts a server speaking LSP over {@code in} and {@code out}; the returned future completes when the
     * input ends (the client closed the connection or sent {@code exit}).
     */
    public static Future<Void> start(InputStream in, OutputStream out) {
        IResourceServiceProvider.Registry registry = languages();
        Injector injector = Guice.createInjector(Modules.override(new ServerModule()).with(binder -> {
            binder.bind(IResourceServiceProvider.Registry.class).toInstance(registry);
            binder.bind(ExecutorService.class).toProvider(DeepStackExecutors.class);
            binder.bind(IRequestManager.class).to(DeepStackRequests.class);
            binder.bind(LanguageServerImpl.class).to(GameFilesServer.class);
        }));
        LanguageServerImpl server = injector.getInstance(LanguageServerImpl.class);
        Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
        server.connect(launcher.getRemoteProxy());
        return launcher.startListening();
    }
}
