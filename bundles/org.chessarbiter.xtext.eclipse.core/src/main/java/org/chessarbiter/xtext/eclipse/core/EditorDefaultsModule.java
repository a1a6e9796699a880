package org.chessarbiter.xtext.eclipse.core;

import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.ide.server.symbol.IDocumentSymbolService;

import com.google.inject.AbstractModule;

/**
 * Bindings the editor needs and a language may override (mixed before the language's modules): the
 * outline's symbols come from the hierarchical symbol service unless the language binds its own.
 */
public class EditorDefaultsModule extends AbstractModule {

    @Override
    protected void configure() {
        bind(IDocumentSymbolService.class).to(HierarchicalDocumentSymbolService.class);
    }
}
