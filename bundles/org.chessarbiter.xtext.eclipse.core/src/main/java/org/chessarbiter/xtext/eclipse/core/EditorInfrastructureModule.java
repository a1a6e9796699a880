package org.chessarbiter.xtext.eclipse.core;

import java.util.concurrent.ExecutorService;

import org.eclipse.xtext.ide.LexerIdeBindings;
import org.eclipse.xtext.parser.antlr.AntlrTokenDefProvider;
import org.eclipse.xtext.parser.antlr.ITokenDefProvider;
import org.eclipse.xtext.resource.IContainer;

import com.google.inject.AbstractModule;
import com.google.inject.name.Names;

/**
 * Bindings the bridge relies on and a language must not override (mixed after the language's modules):
 * <ul>
 * <li>an {@link ExecutorService} for the ide bundle's {@code ContentAssistContextFactory}: the core bundle's pool
 * ({@link XtextCore#executor()}), shut down with the bundle;</li>
 * <li>the token definitions named {@code HIGHLIGHTING}, read from the runtime lexer's tokens (the
 * presentation scanner runs the runtime lexer, so ids and names agree);</li>
 * <li>containers from the project description attached to each resource set: a project sees its own
 * index (see {@code ProjectResourceSets}; {@link ProjectContainers}).</li>
 * </ul>
 */
public class EditorInfrastructureModule extends AbstractModule {

    private final ExecutorService executor;

    public EditorInfrastructureModule(ExecutorService executor) {
        this.executor = executor;
    }

    @Override
    protected void configure() {
        bind(ExecutorService.class).toInstance(executor);
        bind(ITokenDefProvider.class).annotatedWith(Names.named(LexerIdeBindings.HIGHLIGHTING))
                .to(AntlrTokenDefProvider.class);
        bind(IContainer.Manager.class).to(ProjectContainers.class);
    }
}
