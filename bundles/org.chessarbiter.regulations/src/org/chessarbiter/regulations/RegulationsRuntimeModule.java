package org.chessarbiter.regulations;

/**
 * Guice bindings of the regulations language runtime (bindings only; logic lives in the engines).
 */
public class RegulationsRuntimeModule extends AbstractRegulationsRuntimeModule {
}
