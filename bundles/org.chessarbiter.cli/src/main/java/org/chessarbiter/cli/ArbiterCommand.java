package org.chessarbiter.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter}: the root command. Without a command it prints its usage help; {@code --help},
 * {@code --version} and {@code --lang} come before the command name. {@link #commandLine} builds
 * the whole command tree, with its texts in the context's language.
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, sortOptions = false)
final class ArbiterCommand implements Runnable {

    @Mixin
    LanguageOption language;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The command tree of {@code ./arbiter} of version {@code version}, printing through {@code context}. */
    static picocli.CommandLine commandLine(String version, CommandContext context) {
        return commandLine(version, context, false);
    }

    /**
     * The command tree of {@code ./arbiter}; with {@code validateOnly}, the root and its {@code validate} command
     * alone (what {@link PlainLaunch} serves: a valid {@code validate} command line runs the same in it, and
     * picocli's model of the other commands, built by reflection, is not built for nothing at every start).
     */
    static picocli.CommandLine commandLine(String version, CommandContext context, boolean validateOnly) {
        picocli.CommandLine cli = new picocli.CommandLine(new ArbiterCommand());
        if (validateOnly) {
            cli.addSubcommand(new ValidateCommand(context, version));
            return configured(cli, version, context);
        }
        cli.addSubcommand(new HelpCommand());
        cli.addSubcommand(new LanguageServerCommand(context.err()));
        cli.addSubcommand(new VersionCommand(context, version));
        cli.addSubcommand(new StandingsCommand(context));
        cli.addSubcommand(new PrintCommand(context));
        cli.addSubcommand(new PairCommand(context));
        cli.addSubcommand(new CheckPairingsCommand(context));
        cli.addSubcommand(new GenerateCommand(context));
        cli.addSubcommand(new ValidateCommand(context, version));
        cli.addSubcommand(new BuildCommand(context, version));
        cli.addSubcommand(RegulationsCommand.tree(context, version));
        cli.addSubcommand(new CompletionCommand(context));
        cli.addSubcommand(new PublishCommand(context));
        cli.addSubcommand(new ResultCommand(context));
        cli.addSubcommand(new RepairCommand(context));
        cli.addSubcommand(new ConvertCommands.Import(context));
        cli.addSubcommand(new ConvertCommands.Export(context));
        cli.addSubcommand(PlayerCommands.commandLine(context));
        cli.addSubcommand(ManualCommands.commandLine(context));
        cli.addSubcommand(new FideModeCommand(context));
        configured(cli, version, context);
        cli.getSubcommands().get("result").setUnmatchedOptionsArePositionalParams(true); // results such as -/+ and -/-
        return cli;
    }

    /** The texts, outputs and handlers of the tree {@code cli}. */
    private static picocli.CommandLine configured(picocli.CommandLine cli, String version, CommandContext context) {
        cli.setResourceBundle(Messages.usage(context.locale()));
        cli.getCommandSpec().version(context.text("version.line", version));
        cli.setOut(writer(context.out()));
        cli.setErr(writer(context.err()));
        cli.setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF));
        cli.setOverwrittenOptionsAllowed(true); // the last value given wins, as it always did
        cli.setParameterExceptionHandler(new UsageErrors(context));
        cli.setExecutionExceptionHandler(new Failures(context));
        return cli;
    }

    private static PrintWriter writer(PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, stream.charset()), true);
    }
}
