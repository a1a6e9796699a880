package org.chessarbiter.regulations.ide;

/**
 * Guice bindings of the regulations language's IDE services (content assist, highlighting, language server).
 */
public class RegulationsIdeModule extends AbstractRegulationsIdeModule {
}
