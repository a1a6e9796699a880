package org.chessarbiter.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code arbiter version} (also {@code arbiter --version}): "Arbiter Workbench" and the version of the bundle. */
@Command(name = "version")
final class VersionCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    private final CommandContext context;
    private final String version;

    VersionCommand(CommandContext context, String version) {
        this.context = context;
        this.version = version;
    }

    @Override
    public Integer call() {
        context.out().println(context.text("version.line", version));
        return ExitStatus.OK;
    }
}
