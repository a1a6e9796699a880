package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter regulations check|publish}: the regulations ({@code *.dieule}) on their own: checked by the
 * regulations language's validator ({@link RegulationsCheckCommand}), printed as an official Điều lệ
 * ({@link RegulationsPublishCommand}). Without a command it prints its usage help.
 */
@Command(name = "regulations", sortOptions = false)
final class RegulationsCommand implements Runnable {

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The command with its subcommands, printing through {@code context}. */
    static picocli.CommandLine tree(CommandContext context, String version) {
        picocli.CommandLine cli = new picocli.CommandLine(new RegulationsCommand());
        cli.addSubcommand(new RegulationsCheckCommand(context, version));
        cli.addSubcommand(new RegulationsPublishCommand(context, version));
        return cli;
    }

    /** A usage error unless every file is a regulations document ({@code *.dieule}). */
    static void requireRegulations(CommandSpec spec, CommandContext context, List<Path> files) {
        for (Path f : files) {
            if (!String.valueOf(f.getFileName()).toLowerCase(Locale.ROOT).endsWith(".dieule")) {
                throw new ParameterException(spec.commandLine(), context.text("regulations.notRegulations", f));
            }
        }
    }
}
