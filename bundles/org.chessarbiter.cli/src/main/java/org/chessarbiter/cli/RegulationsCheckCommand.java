package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter regulations check FILE.dieule... [--format text|json|sarif] [--warnings-as-errors]}: the regulations
 * checked as the editor checks them (the regulations language's validator, with the law library and the documents
 * beside each file), through the very validation of {@code arbiter validate}: compiler-style lines
 * {@code file:line:column: severity: what [rule]}, a summary on standard error, exit status 1 when errors were found
 * (warnings too with {@code --warnings-as-errors}), 2 for a file that is not regulations.
 */
@Command(name = "check", sortOptions = false)
final class RegulationsCheckCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file.dieule>", arity = "1..*", descriptionKey = "regulations.check.files")
    List<Path> files;

    @Mixin
    FindingsOptions findings;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    @Spec
    CommandSpec spec;

    private final CommandContext context;
    private final String version;

    RegulationsCheckCommand(CommandContext context, String version) {
        this.context = context;
        this.version = version;
    }

    @Override
    public Integer call() {
        RegulationsCommand.requireRegulations(spec, context, files);
        return validate(context, version, files, findings, encoding, limit);
    }

    /** {@code arbiter validate} of {@code files}, with these options; its exit status. */
    static int validate(CommandContext context, String version, List<Path> files, FindingsOptions findings,
            EncodingOption encoding, ProblemLimitOption limit) {
        ValidateCommand validate = new ValidateCommand(context, version);
        validate.files = files;
        validate.findings = findings;
        validate.encoding = encoding;
        validate.limit = limit;
        validate.threads = 1;
        return validate.call();
    }
}
