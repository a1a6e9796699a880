package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.chessarbiter.cli.validate.InputWalk;
import org.chessarbiter.cli.validate.Validation;
import org.chessarbiter.cli.validate.ValidationListener;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code arbiter validate FILE|FOLDER... [--format text|json|sarif] [--threads N] [--warnings-as-errors]
 * [--max-problems N] [--encoding NAME] [--verbose]}: checks every file the project reads (PGN databases of
 * chess and xiangqi, scoresheets, regulations, law texts, TRF and tournament files) with the checks of the
 * editor and the build ({@link Validation}), folders walked recursively; large game files streamed game by
 * game on several threads, the problems in file order. Exit status 1 when errors were found (warnings with
 * {@code --warnings-as-errors}), 0 otherwise; a summary on standard error at the end.
 */
@Command(name = "validate", sortOptions = false)
final class ValidateCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file|folder>", arity = "1..*", descriptionKey = "validate.files")
    List<Path> files;

    @Mixin
    FindingsOptions findings;

    @Option(names = "--threads", paramLabel = "<N>", descriptionKey = "validate.threads", converter = Positive.class)
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--stream-above", paramLabel = "<bytes>", descriptionKey = "validate.stream-above",
            converter = OptionTypes.NonNegative.class)
    long streamAbove = ScoresheetFileValidator.DEFAULT_THRESHOLD;

    @Option(names = "--verbose", descriptionKey = "validate.verbose")
    boolean verbose;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    private final CommandContext context;
    private final String version;

    ValidateCommand(CommandContext context, String version) {
        this.context = context;
        this.version = version;
    }

    @Override
    public Integer call() {
        limit.applyTo(context);
        FindingsOutput output = findings.output(context, limit, version, verbose);
        ValidationCounts counts = new ValidationCounts(output, verbose);
        ValidationListener listener = ProgressLine.onTerminal(counts, counts, context.locale());
        try {
            new Validation(encoding.charset(), threads, streamAbove, context.locale()).run(InputWalk.of(files), listener);
        } finally {
            if (listener instanceof ProgressLine p) {
                p.clear();
            }
        }
        output.finish(counts);
        context.problems().printMessage(context.text("validate.summary", counts.files, counts.games, counts.errors,
                counts.warnings, counts.skipped));
        return findings.status(counts);
    }

    /**
     * Whether the files of this command line need more than the engines (a language, the tournament reader),
     * once parsed: what decides whether it runs without the platform ({@link PlainLaunch}).
     */
    boolean needsLanguages() {
        return new Validation(encoding.charset(), threads, streamAbove, context.locale()).needsLanguages(InputWalk.of(files));
    }

    /** A whole number, 1 or more. */
    static final class Positive implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            int n = new OptionTypes.NonNegative().convert(value);
            if (n < 1) {
                throw new TypeConversionException(value);
            }
            return n;
        }
    }
}
