package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.workspace.op.AddPlayerOperation;
import org.chessarbiter.workspace.op.ByeRequestOperation;
import org.chessarbiter.workspace.op.LateEntryOperation;
import org.chessarbiter.workspace.op.UpdateRatingsOperation;
import org.chessarbiter.workspace.op.WithdrawPlayerOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter player add|late|withdraw|bye|update-ratings FILE ...} ({@code players} is the same command): the workspace's player operations
 * ({@link AddPlayerOperation}, {@link LateEntryOperation}, {@link WithdrawPlayerOperation},
 * {@link ByeRequestOperation}) on a tournament's state file.
 */
final class PlayerCommands {

    private PlayerCommands() {
    }

    /** {@code arbiter player}: without a command, its usage help. */
    @Command(name = "player", aliases = "players", sortOptions = false)
    static final class Root implements Runnable {

        @Mixin
        HelpOption help;

        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            spec.commandLine().usage(spec.commandLine().getOut());
        }
    }

    /** Who enters: name, rating, title, federation, FIDE ID, sex, birth date. */
    static final class Entrant {

        @Option(names = "--name", paramLabel = "<name>", required = true, descriptionKey = "player.name")
        String name;

        @Option(names = "--rating", paramLabel = "<rating>", defaultValue = "0", descriptionKey = "player.rating")
        int rating;

        @Option(names = "--title", paramLabel = "<title>", defaultValue = "", descriptionKey = "player.title")
        String title;

        @Option(names = "--federation", paramLabel = "<fed>", defaultValue = "", descriptionKey = "player.federation")
        String federation;

        @Option(names = "--fide-id", paramLabel = "<id>", defaultValue = "0", descriptionKey = "player.fideId")
        long fideId;

        @Option(names = "--sex", paramLabel = "<m|w>", defaultValue = "", descriptionKey = "player.sex")
        String sex;

        @Option(names = "--birth", paramLabel = "<date>", defaultValue = "", descriptionKey = "player.birth")
        String birth;

        Player player() {
            return new Player(1, name.strip(), sex.strip(), title.strip().toUpperCase(Locale.ROOT), "", birth.strip(),
                    federation.strip().toUpperCase(Locale.ROOT), "", fideId, rating, 0);
        }
    }

    /** The state file every player command changes. */
    abstract static class OnState implements Callable<Integer> {

        @Mixin
        HelpOption help;

        @Parameters(paramLabel = "<file>", descriptionKey = "operation.state")
        Path file;

        final CommandContext context;

        OnState(CommandContext context) {
            this.context = context;
        }
    }

    @Command(name = "add", sortOptions = false)
    static final class Add extends OnState {

        @Mixin
        Entrant entrant;

        Add(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, file, new AddPlayerOperation(file, entrant.player()));
        }
    }

    @Command(name = "late", sortOptions = false)
    static final class Late extends OnState {

        @Mixin
        Entrant entrant;

        @Option(names = "--round", paramLabel = "<R>", defaultValue = "0", descriptionKey = "player.late.round")
        int round;

        Late(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, file, new LateEntryOperation(file, entrant.player(), round));
        }
    }

    @Command(name = "withdraw", sortOptions = false)
    static final class Withdraw extends OnState {

        @Option(names = "--player", paramLabel = "<P>", required = true, descriptionKey = "player.number")
        int player;

        @Option(names = "--after", paramLabel = "<N>", defaultValue = "-1", descriptionKey = "player.withdraw.after")
        int after;

        Withdraw(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, file, new WithdrawPlayerOperation(file, player, after));
        }
    }

    @Command(name = "bye", sortOptions = false)
    static final class Bye extends OnState {

        @Option(names = "--player", paramLabel = "<P>", required = true, descriptionKey = "player.number")
        int player;

        @Option(names = "--round", paramLabel = "<R>", required = true, descriptionKey = "player.bye.round")
        int round;

        @Option(names = "--kind", paramLabel = "<kind>", defaultValue = "half", descriptionKey = "player.bye.kind",
                converter = ByeName.class)
        ByeKind kind;

        Bye(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, file, new ByeRequestOperation(file, player, round, kind));
        }
    }

    /** {@code arbiter player update-ratings STATE --fide-list LIST}: {@link UpdateRatingsOperation}. */
    @Command(name = "update-ratings", sortOptions = false)
    static final class UpdateRatings extends OnState {

        @Option(names = "--fide-list", paramLabel = "<list>", required = true, descriptionKey = "player.fideList")
        Path list;

        UpdateRatings(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, file, list, new UpdateRatingsOperation(file, list));
        }
    }

    /** {@code half}, {@code zero} or {@code full}. */
    static final class ByeName implements picocli.CommandLine.ITypeConverter<ByeKind> {
        @Override
        public ByeKind convert(String value) {
            return switch (value.strip().toLowerCase(Locale.ROOT)) {
                case "half" -> ByeKind.HALF_POINT;
                case "zero" -> ByeKind.ZERO_POINT;
                case "full" -> ByeKind.FULL_POINT;
                default -> throw new picocli.CommandLine.TypeConversionException(value);
            };
        }
    }

    /** {@code arbiter player} with its commands. */
    static picocli.CommandLine commandLine(CommandContext context) {
        picocli.CommandLine player = new picocli.CommandLine(new Root());
        player.addSubcommand(new Add(context));
        player.addSubcommand(new Late(context));
        player.addSubcommand(new Withdraw(context));
        player.addSubcommand(new Bye(context));
        player.addSubcommand(new UpdateRatings(context));
        return player;
    }
}
