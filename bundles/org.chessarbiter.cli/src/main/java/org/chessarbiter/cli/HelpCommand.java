package org.chessarbiter.cli;

import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code arbiter help [<command>]}: the usage help of a command, or of arbiter (the same as
 * {@code arbiter <command> --help}); an unknown command is a usage error.
 */
@Command(name = "help", helpCommand = true)
final class HelpCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<command>", arity = "0..1", descriptionKey = "help.command")
    String command;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        picocli.CommandLine arbiter = spec.parent().commandLine();
        picocli.CommandLine shown = command == null ? arbiter : arbiter.getSubcommands().get(command);
        if (shown == null) {
            throw new UnmatchedArgumentException(arbiter, List.of(command));
        }
        shown.usage(spec.commandLine().getOut());
        return ExitStatus.OK;
    }
}
