package org.chessarbiter.scoresheet;

/**
 * Initializes the scoresheet language without Equinox (CLI, plain tests).
 */
public class ScoresheetStandaloneSetup extends ScoresheetStandaloneSetupGenerated {

    public static void doSetup() {
        new ScoresheetStandaloneSetup().createInjectorAndDoEMFRegistration();
    }
}
