package org.chessarbiter.scoresheet;

/**
 * Guice bindings of the scoresheet language runtime (bindings only; logic lives in the engines).
 */
public class ScoresheetRuntimeModule extends AbstractScoresheetRuntimeModule {
}
