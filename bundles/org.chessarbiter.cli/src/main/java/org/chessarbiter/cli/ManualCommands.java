package org.chessarbiter.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;

import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.workspace.op.ExchangeColours;
import org.chessarbiter.workspace.op.GiveBye;
import org.chessarbiter.workspace.op.ManualChange;
import org.chessarbiter.workspace.op.ManualChangeOperation;
import org.chessarbiter.workspace.op.PairPlayers;
import org.chessarbiter.workspace.op.SwapOpponents;
import org.chessarbiter.workspace.op.UnpairBoard;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter manual swap|colours|pair|unpair|bye FILE --round N ... [--confirm | --confirm-twice]}:
 * the arbiter's manual changes of an unpublished round ({@link ManualChangeOperation}), graded by the
 * pairing checker; a change is applied only with the confirmation its grade needs, and recorded in the
 * audit trail. Exit status 1 when the change is rejected or not confirmed enough (nothing is written).
 */
final class ManualCommands {

    private ManualCommands() {
    }

    /** {@code arbiter manual}: without a command, its usage help. */
    @Command(name = "manual", sortOptions = false)
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

    /** The state file, the round and the confirmation every manual change takes. */
    abstract static class OnRound implements Callable<Integer> {

        @Mixin
        HelpOption help;

        @Parameters(paramLabel = "<file>", descriptionKey = "operation.state")
        Path file;

        @Option(names = "--round", paramLabel = "<N>", required = true, descriptionKey = "manual.round")
        int round;

        @Option(names = "--confirm", descriptionKey = "manual.confirm")
        boolean confirm;

        @Option(names = "--confirm-twice", descriptionKey = "manual.confirmTwice")
        boolean confirmTwice;

        final CommandContext context;

        OnRound(CommandContext context) {
            this.context = context;
        }

        /** The change asked for. */
        abstract ManualChange change();

        @Override
        public Integer call() {
            Confirmation given = confirmTwice ? Confirmation.TWICE : confirm ? Confirmation.ONCE : Confirmation.NONE;
            return OperationRun.run(context, file, new ManualChangeOperation(file, change(), given, Clock.systemUTC()));
        }
    }

    @Command(name = "swap", sortOptions = false)
    static final class Swap extends OnRound {

        @Option(names = "--boards", arity = "2", paramLabel = "<B>", required = true, descriptionKey = "manual.boards")
        int[] boards;

        Swap(CommandContext context) {
            super(context);
        }

        @Override
        ManualChange change() {
            return new SwapOpponents(round, boards[0], boards[1]);
        }
    }

    @Command(name = "colours", sortOptions = false)
    static final class Colours extends OnRound {

        @Option(names = "--board", paramLabel = "<B>", required = true, descriptionKey = "manual.board")
        int board;

        Colours(CommandContext context) {
            super(context);
        }

        @Override
        ManualChange change() {
            return new ExchangeColours(round, board);
        }
    }

    @Command(name = "pair", sortOptions = false)
    static final class Pair extends OnRound {

        @Option(names = "--white", paramLabel = "<P>", required = true, descriptionKey = "manual.white")
        int white;

        @Option(names = "--black", paramLabel = "<P>", required = true, descriptionKey = "manual.black")
        int black;

        Pair(CommandContext context) {
            super(context);
        }

        @Override
        ManualChange change() {
            return new PairPlayers(round, white, black);
        }
    }

    @Command(name = "unpair", sortOptions = false)
    static final class Unpair extends OnRound {

        @Option(names = "--board", paramLabel = "<B>", required = true, descriptionKey = "manual.board")
        int board;

        Unpair(CommandContext context) {
            super(context);
        }

        @Override
        ManualChange change() {
            return new UnpairBoard(round, board);
        }
    }

    @Command(name = "bye", sortOptions = false)
    static final class Bye extends OnRound {

        @Option(names = "--player", paramLabel = "<P>", required = true, descriptionKey = "player.number")
        int player;

        @Option(names = "--kind", paramLabel = "<kind>", defaultValue = "pairing", descriptionKey = "manual.byeKind",
                converter = ByeName.class)
        ByeKind kind;

        Bye(CommandContext context) {
            super(context);
        }

        @Override
        ManualChange change() {
            return new GiveBye(round, player, kind);
        }
    }

    /** {@code pairing}, else a requested bye's name ({@link PlayerCommands.ByeName}: {@code half}, {@code full}, {@code zero}). */
    static final class ByeName implements picocli.CommandLine.ITypeConverter<ByeKind> {
        @Override
        public ByeKind convert(String value) {
            return value.strip().equalsIgnoreCase("pairing") ? ByeKind.PAIRING_ALLOCATED : new PlayerCommands.ByeName().convert(value);
        }
    }

    /** {@code arbiter manual} with its commands. */
    static picocli.CommandLine commandLine(CommandContext context) {
        picocli.CommandLine manual = new picocli.CommandLine(new Root());
        manual.addSubcommand(new Swap(context));
        manual.addSubcommand(new Colours(context));
        manual.addSubcommand(new Pair(context));
        manual.addSubcommand(new Unpair(context));
        manual.addSubcommand(new Bye(context));
        return manual;
    }
}
