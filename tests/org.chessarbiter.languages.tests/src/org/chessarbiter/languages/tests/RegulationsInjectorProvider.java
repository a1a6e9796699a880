package org.chessarbiter.languages.tests;

import com.google.inject.Injector;
import org.chessarbiter.regulations.ide.RegulationsIdeSetup;
import org.eclipse.xtext.testing.IInjectorProvider;

/** Gives the tests the regulations language's injector, with its IDE services. */
public class RegulationsInjectorProvider implements IInjectorProvider {

    private static Injector injector;

    @Override
    public synchronized Injector getInjector() {
        if (injector == null) {
            injector = new RegulationsIdeSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }
}
