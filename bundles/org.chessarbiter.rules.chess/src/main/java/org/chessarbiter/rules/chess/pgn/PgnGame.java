package org.chessarbiter.rules.chess.pgn;

import java.util.List;
import java.util.Map;

/**
 * A PGN game as a small tree (for editing and writing; validation streams without it).
 *
 * @param tags tag pairs in input order
 * @param comments comments before the first move
 * @param mainline the moves of the main line, each with its variations
 * @param result the termination marker ({@code *} when none was given)
 */
public record PgnGame(Map<String, String> tags, List<String> comments, List<PgnNode> mainline, String result) {
}
