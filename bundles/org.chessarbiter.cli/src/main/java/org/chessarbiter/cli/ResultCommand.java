package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.workspace.op.RecordResultOperation;
import org.chessarbiter.workspace.op.ResultNotation;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter result FILE --round N (--board B | --player P) RESULT [--game G]}: records a result
 * ({@link RecordResultOperation}), written as on the board, first player first: {@code 1-0}, {@code 0-1},
 * {@code 1/2}, forfeits {@code +/-}, {@code -/+}, {@code -/-}, unplayed {@code 1-0u} ... A result of a
 * published round is never rewritten; a result that names no result is a usage error.
 */
@Command(name = "result", sortOptions = false)
final class ResultCommand implements Callable<Integer> {

    /** The board, or the player whose board it is. */
    static final class Target {
        @Option(names = "--board", paramLabel = "<B>", required = true, descriptionKey = "result.board")
        Integer board;

        @Option(names = "--player", paramLabel = "<P>", required = true, descriptionKey = "result.player")
        Integer player;
    }

    @Mixin
    HelpOption help;

    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "operation.state")
    Path file;

    @Parameters(index = "1", paramLabel = "<result>", descriptionKey = "result.result")
    String result;

    @Option(names = "--round", paramLabel = "<N>", required = true, descriptionKey = "result.round")
    int round;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Target target;

    @Option(names = "--game", paramLabel = "<G>", defaultValue = "1", descriptionKey = "result.game")
    int game;

    private final CommandContext context;

    ResultCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        Optional<GameResult> r = ResultNotation.parse(result);
        if (r.isEmpty()) {
            context.problems().printMessage(context.text("result.invalid", result));
            return ExitStatus.USAGE;
        }
        RecordResultOperation op = target.board != null ? RecordResultOperation.onBoard(file, round, target.board, r.get())
                : RecordResultOperation.forPlayer(file, round, target.player, r.get());
        return OperationRun.run(context, file, game == 1 ? op : op.game(game));
    }
}
