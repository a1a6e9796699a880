package org.chessarbiter.regulations.scoping;


/**
 * Scoping of the language: the default (qualified names through the index) until a rule needs more.
 */
public class RegulationsScopeProvider extends AbstractRegulationsScopeProvider {

}
