package org.chessarbiter.languages.tests;

import com.google.inject.Injector;
import org.chessarbiter.scoresheet.ide.ScoresheetIdeSetup;
import org.eclipse.xtext.testing.IInjectorProvider;

/** Gives the tests the scoresheet language's injector, with its IDE services. */
public class ScoresheetInjectorProvider implements IInjectorProvider {

    private static Injector injector;

    @Override
    public synchronized Injector getInjector() {
        if (injector == null) {
            injector = new ScoresheetIdeSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }
}
