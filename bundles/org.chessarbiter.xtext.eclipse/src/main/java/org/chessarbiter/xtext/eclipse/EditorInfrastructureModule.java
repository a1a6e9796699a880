package org.chessarbiter.xtext.eclipse;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.xtext.ide.LexerIdeBindings;
import org.eclipse.xtext.parser.antlr.AntlrTokenDefProvider;
import org.eclipse.xtext.parser.antlr.ITokenDefProvider;
import org.eclipse.xtext.resource.IContainer;
import org.eclipse.xtext.resource.containers.ProjectDescriptionBasedContainerManager;

import com.google.inject.AbstractModule;
import com.google.inject.name.Names;

/**
 * Bindings the bridge relies on and a language must not override (mixed after the language's modules):
 * <ul>
 * <li>an {@link ExecutorService} for the ide bundle's {@code ContentAssistContextFactory};</li>
 * <li>the token definitions named {@code HIGHLIGHTING}, read from the runtime lexer's tokens (the
 * presentation scanner runs the runtime lexer, so ids and names agree);</li>
 * <li>containers from the project description attached to each resource set: a project sees its own
 * index (see {@code ProjectResourceSets}).</li>
 * </ul>
 */
public class EditorInfrastructureModule extends AbstractModule {

    private static final ExecutorService CONTENT_ASSIST_POOL = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "Xtext content assist");
        thread.setDaemon(true);
        return thread;
    });

    @Override
    protected void configure() {
        bind(ExecutorService.class).toInstance(CONTENT_ASSIST_POOL);
        bind(ITokenDefProvider.class).annotatedWith(Names.named(LexerIdeBindings.HIGHLIGHTING))
                .to(AntlrTokenDefProvider.class);
        bind(IContainer.Manager.class).to(ProjectDescriptionBasedContainerManager.class);
    }
}
