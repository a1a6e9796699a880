/**
 * Shared primitives of the rules engines (chess, xiangqi): {@link org.chessarbiter.rules.Side},
 * {@link org.chessarbiter.rules.Move}, raw {@link org.chessarbiter.rules.Setup} vs validated
 * {@link org.chessarbiter.rules.Position}, {@link org.chessarbiter.rules.GameRules},
 * {@link org.chessarbiter.rules.Outcome} (termination + winner + enforcement + law article),
 * {@link org.chessarbiter.rules.LawEdition} / {@link org.chessarbiter.rules.LawArticle}, errors as
 * values ({@link org.chessarbiter.rules.ParseResult}, {@link org.chessarbiter.rules.Problem}) and
 * {@link org.chessarbiter.rules.Perft}. Plain Java: no Eclipse, OSGi or EMF imports.
 */
package org.chessarbiter.rules;
