package org.chessarbiter.scoresheet.scoping;


/**
 * Scoping of the language: the default (qualified names through the index) until a rule needs more.
 */
public class ScoresheetScopeProvider extends AbstractScoresheetScopeProvider {

}
