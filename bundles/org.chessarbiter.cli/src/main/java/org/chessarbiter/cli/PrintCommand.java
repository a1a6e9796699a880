package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.concurrent.Callable;
import org.chessarbiter.workspace.op.PrintOperation;
import org.chessarbiter.workspace.print.PrintKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code arbiter print KIND FILE [--round N] -o OUT.html [--force]}: what an arbiter prints (pairing lists,
 * result slips, scoresheet forms, standings, crosstable, team standings, tracking cards, player lists, the
 * check-in sheet) as a printable HTML page in the language of {@code --lang}, by {@link PrintOperation}.
 * The page is written atomically, never over the tournament, over an existing file only with {@code --force}.
 */
@Command(name = "print", sortOptions = false)
final class PrintCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(index = "0", paramLabel = "<kind>", descriptionKey = "print.kind", converter = KindName.class,
            completionCandidates = KindNames.class)
    PrintKind kind;

    @Parameters(index = "1", paramLabel = "<file>", descriptionKey = "print.file")
    Path file;

    @Option(names = "--round", paramLabel = "<N>", descriptionKey = "print.round", converter = OptionTypes.NonNegative.class)
    Integer round;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "<page>", descriptionKey = "print.output")
    Path output;

    @Option(names = "--force", descriptionKey = "print.force")
    boolean force;

    private final CommandContext context;

    PrintCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        return OperationRun.run(context, file, new PrintOperation(file, output, force, kind, round == null ? 0 : round, context.locale()));
    }

    /** A kind of document by its name ({@code pairings}, {@code check-in}...). */
    static final class KindName implements ITypeConverter<PrintKind> {
        @Override
        public PrintKind convert(String value) {
            return PrintKind.named(value).orElseThrow(() -> new TypeConversionException(value));
        }
    }

    /** The names of the kinds of document, for completion and the usage help. */
    static final class KindNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        KindNames() {
            super(Arrays.stream(PrintKind.values()).map(PrintKind::cliName).toList());
        }
    }
}
