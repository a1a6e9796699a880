package org.chessarbiter.rules.xiangqi.pgn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * One replayed xiangqi game: its tags, start position, main-line moves, the result written in the
 * PGN, the outcome the rules give at the last position (checkmate, no legal move, material draw,
 * repetition verdict), and the problems found, each with its place in the PGN text.
 *
 * @param tags the tag pairs in input order
 * @param start the start position (the FEN tag, else the standard start)
 * @param moves the legal main-line moves, up to the first problem
 * @param result the termination marker or Result tag, "*" if none
 * @param outcome what the rules say at the last position
 * @param problems syntax, illegal moves, a result that contradicts the position
 */
public record XiangqiGame(Map<String, String> tags, XiangqiPosition start, List<XiangqiMove> moves, String result,
        Optional<Outcome> outcome, List<Problem> problems) {
    public XiangqiGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        problems = List.copyOf(problems);
    }
}
