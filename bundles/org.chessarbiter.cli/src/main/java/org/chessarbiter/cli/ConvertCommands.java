package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.chessarbiter.workspace.op.ExportOperation;
import org.chessarbiter.workspace.op.ImportOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter import IN.trf OUT.tournament} and {@code arbiter export IN OUT} (the format from OUT's
 * extension: {@code .trf}, {@code .tournament}, {@code .html}): {@link ImportOperation} and
 * {@link ExportOperation}. An existing output is written over only with {@code --force}; the input never.
 */
final class ConvertCommands {

    private ConvertCommands() {
    }

    /** What both commands take. */
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

    @Command(name = "import", sortOptions = false)
    static final class Import extends Conversion {

        Import(CommandContext context) {
            super(context);
        }

        @Override
        public Integer call() {
            return OperationRun.run(context, input, new ImportOperation(input, output, force));
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
