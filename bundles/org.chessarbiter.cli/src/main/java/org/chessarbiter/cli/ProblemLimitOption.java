package org.chessarbiter.cli;

import picocli.CommandLine.Option;

/**
 * {@code --max-problems N}: the most problems printed ({@link ProblemPrinter#DEFAULT_LIMIT} by
 * default, 0 for all), the rest counted in a last line; a misaligned file of thousands of lines
 * would otherwise print a problem for every one of them.
 */
final class ProblemLimitOption {

    @Option(names = "--max-problems", paramLabel = "<N>", descriptionKey = "max-problems",
            converter = OptionTypes.NonNegative.class)
    int max = ProblemPrinter.DEFAULT_LIMIT;

    /** Sets the limit of the context's printer. */
    void applyTo(CommandContext context) {
        context.problems().limit(max);
    }
}
