package org.chessarbiter.cli;

import picocli.CommandLine.Option;

/**
 * {@code --format text|json|sarif} and {@code --warnings-as-errors}: how the problems a check finds are written
 * and whether its warnings fail it, alike in every command that checks files ({@code validate}, {@code build},
 * {@code regulations check}).
 */
final class FindingsOptions {

    @Option(names = "--format", paramLabel = "<text|json|sarif>", descriptionKey = "findings.format",
            converter = OutputFormat.Name.class, completionCandidates = OutputFormat.Names.class)
    OutputFormat format = OutputFormat.TEXT;

    @Option(names = "--warnings-as-errors", descriptionKey = "findings.warnings-as-errors")
    boolean warningsAsErrors;

    /**
     * The output of the problems in {@link #format}: compiler-style lines on standard error (each file checked
     * too with {@code verbose}), or JSON or SARIF on standard output, at most {@code limit}'s problems.
     */
    FindingsOutput output(CommandContext context, ProblemLimitOption limit, String version, boolean verbose) {
        return switch (format) {
            case TEXT -> new TextFindings(context, verbose);
            case JSON -> new JsonFindings(context, limit.max);
            case SARIF -> new SarifFindings(context, limit.max, version);
        };
    }

    /** The exit status of a check that found what {@code counts} counted. */
    int status(ValidationCounts counts) {
        return counts.failed(warningsAsErrors) ? ExitStatus.PROBLEMS : ExitStatus.OK;
    }
}
