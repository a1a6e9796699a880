package org.chessarbiter.regulations.ide;

import com.google.inject.Guice;
import com.google.inject.Injector;
import org.eclipse.xtext.util.Modules2;
import org.chessarbiter.regulations.RegulationsRuntimeModule;
import org.chessarbiter.regulations.RegulationsStandaloneSetup;

/**
 * Initializes the regulations language with its IDE services (language server, generic editor).
 */
public class RegulationsIdeSetup extends RegulationsStandaloneSetup {

    @Override
    public Injector createInjector() {
        return Guice.createInjector(Modules2.mixin(new RegulationsRuntimeModule(), new RegulationsIdeModule()));
    }
}
