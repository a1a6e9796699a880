package org.chessarbiter.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.chessarbiter.workspace.op.FideModeOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter fide-mode on|off FILE}: puts the tournament into FIDE mode or takes it out
 * ({@link FideModeOperation}); the switch is recorded in the audit trail, where it stays.
 */
@Command(name = "fide-mode", sortOptions = false)
final class FideModeCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(index = "0", paramLabel = "<on|off>", descriptionKey = "fideMode.mode", converter = Switch.class)
    Mode mode;

    @Parameters(index = "1", paramLabel = "<file>", descriptionKey = "operation.state")
    Path file;

    private final CommandContext context;

    FideModeCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        return OperationRun.run(context, file, new FideModeOperation(file, mode == Mode.ON, Clock.systemUTC()));
    }

    /** In FIDE mode or out of it. */
    enum Mode { ON, OFF }

    /** {@code on} or {@code off}. */
    static final class Switch implements picocli.CommandLine.ITypeConverter<Mode> {
        @Override
        public Mode convert(String value) {
            return switch (value.strip().toLowerCase(Locale.ROOT)) {
                case "on" -> Mode.ON;
                case "off" -> Mode.OFF;
                default -> throw new picocli.CommandLine.TypeConversionException(value);
            };
        }
    }
}
