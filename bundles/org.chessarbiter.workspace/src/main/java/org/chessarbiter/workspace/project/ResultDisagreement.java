package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.tournament.core.GameResult;

/**
 * A finished game whose scoresheet gives another result than the tournament records (an error on both files,
 * {@link ScoresheetResults}), with what it takes to settle it either way ({@link ResultFix}): record the scoresheet's
 * result in the tournament (only while the round is not published: a published result is never rewritten), or
 * write the tournament's result into the scoresheet.
 *
 * @param scoresheet     the scoresheet's file
 * @param state          the tournament state's file
 * @param round          the round
 * @param board          the board
 * @param written        the scoresheet's result, first player (White) first
 * @param recorded       the tournament's result
 * @param roundPublished whether the round is published (its results are then not rewritten)
 * @param resultTag      the value of the scoresheet's {@code Result} tag, where it is written
 * @param termination    the scoresheet's termination marker after the moves, where it is written
 * @param onScoresheet   where the build's problem stands in the scoresheet
 * @param onState        where the build's problem stands in the state file
 */
public record ResultDisagreement(Path scoresheet, Path state, int round, int board, GameResult written, GameResult recorded,
        boolean roundPublished, Optional<Token> resultTag, Optional<Token> termination, Location onScoresheet, Location onState) {

    public ResultDisagreement {
        Objects.requireNonNull(scoresheet, "scoresheet");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(written, "written");
        Objects.requireNonNull(recorded, "recorded");
        Objects.requireNonNull(resultTag, "resultTag");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(onScoresheet, "onScoresheet");
        Objects.requireNonNull(onState, "onState");
    }
}
