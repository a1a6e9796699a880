package org.chessarbiter.scoresheet.ide;

/**
 * Guice bindings of the scoresheet language's IDE services (content assist, highlighting, language server).
 */
public class ScoresheetIdeModule extends AbstractScoresheetIdeModule {
}
