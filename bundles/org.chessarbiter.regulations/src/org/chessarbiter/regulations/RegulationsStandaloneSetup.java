package org.chessarbiter.regulations;

/**
 * Initializes the regulations language without Equinox (CLI, plain tests).
 */
public class RegulationsStandaloneSetup extends RegulationsStandaloneSetupGenerated {

    public static void doSetup() {
        new RegulationsStandaloneSetup().createInjectorAndDoEMFRegistration();
    }
}
