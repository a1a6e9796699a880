package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.chessarbiter.workspace.op.ExportOperation;
import org.chessarbiter.workspace.op.ImportOperation;
import org.chessarbiter.workspace.op.ImportPlayersOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter import IN.trf OUT.tournament} (or {@code --csv LIST STATE}) and {@code arbiter export IN OUT} (the format from OUT's
 * extension: {@code .trf}, {@code .tournament}, {@code .html}): {@link ImportOperation} and
 * {@link ExportOperation}. An existing output is written over only with {@code --force}; the input never.
 */
final class ConvertCommands {

    private ConvertCommands() {
    }

    /** What the export takes. */
    abstract static class Conversion implements Callable<Integer> {

        @Mixin
        HelpOption help;

        @Parameters(index = "0", paramLabel = "<input>", descriptionKey = "convert.input")
        Path input;

        @Parameters(index = "1", paramLabel = "<output>", descriptionKey = "convert.output")
        Path output;

        @Option(names = "--force", descriptionKey = "convert.force")
        boolean force;

        final CommandContext context;

        Conversion(CommandContext context) {
            this.context = context;
        }
    }

    /**
     * {@code arbiter import IN.trf OUT.tournament}, or {@code arbiter import --csv LIST STATE}: the players of
     * a CSV list entered into a state file ({@link ImportPlayersOperation}), whole or not at all.
     */
    @Command(name = "import", sortOptions = false)
    static final class Import implements Callable<Integer> {

        @Mixin
        HelpOption help;

        @Option(names = "--csv", paramLabel = "<list>", descriptionKey = "import.csv")
        Path csv;

        @Parameters(arity = "1..2", paramLabel = "<file>", descriptionKey = "import.files")
        List<Path> files;

        @Option(names = "--force", descriptionKey = "convert.force")
        boolean force;

        @Spec
        CommandSpec spec;

        final CommandContext context;

        Import(CommandContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            if (csv != null && files.size() == 1) {
                return OperationRun.run(context, files.get(0), csv, new ImportPlayersOperation(files.get(0), csv));
            }
            if (csv == null && files.size() == 2) {
                return OperationRun.run(context, files.get(0), new ImportOperation(files.get(0), files.get(1), force));
            }
            throw new ParameterException(spec.commandLine(), context.text(csv == null ? "import.twoFiles" : "import.oneState"));
        }
    }

    @Command(name = "export", sortOptions = false)
    static final class Export extends Conversion {

        @Option(names = "--report", paramLabel = "<report>", defaultValue = "STANDINGS", descriptionKey = "export.report",
                converter = ReportName.class)
        ExportOperation.Report report;

        Export(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, input, new ExportOperation(input, output, force, report, context.locale()));
        }
    }

    /** {@code standings} or {@code crosstable}, in any case. */
    static final class ReportName implements picocli.CommandLine.ITypeConverter<ExportOperation.Report> {
        @Override
        public ExportOperation.Report convert(String value) {
            return ExportOperation.Report.valueOf(value.strip().toUpperCase(java.util.Locale.ROOT));
        }
    }
}
