package org.chessarbiter.scoresheet.ide;

import com.google.inject.Guice;
import com.google.inject.Injector;
import org.eclipse.xtext.util.Modules2;
import org.chessarbiter.scoresheet.ScoresheetRuntimeModule;
import org.chessarbiter.scoresheet.ScoresheetStandaloneSetup;

/**
 * Initializes the scoresheet language with its IDE services (language server, generic editor).
 */
public class ScoresheetIdeSetup extends ScoresheetStandaloneSetup {

    @Override
    public Injector createInjector() {
        return Guice.createInjector(Modules2.mixin(new ScoresheetRuntimeModule(), new ScoresheetIdeModule()));
    }
}
