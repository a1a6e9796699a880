package org.chessarbiter.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.publication.RegulationsPublication;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.workspace.regulations.RegulationsSettings;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter regulations publish FILE.dieule --html OUT.html [--lang vi]}: the regulations as a printable page that
 * looks like an official Điều lệ ({@link RegulationsPublication}), its citations linked to the articles of the law
 * library. The regulations are checked first ({@link RegulationsCheckCommand}): with errors nothing is written (exit
 * status 1). The page is written atomically, never over the regulations themselves (exit status 2); 3 when it cannot
 * be written.
 */
@Command(name = "publish", sortOptions = false)
final class RegulationsPublishCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file.dieule>", descriptionKey = "regulations.publish.file")
    Path file;

    @Option(names = "--html", paramLabel = "<page>", required = true, descriptionKey = "regulations.publish.html")
    Path html;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    @Spec
    CommandSpec spec;

    private final CommandContext context;
    private final String version;

    RegulationsPublishCommand(CommandContext context, String version) {
        this.context = context;
        this.version = version;
    }

    @Override
    public Integer call() {
        RegulationsCommand.requireRegulations(spec, context, List.of(file));
        if (AtomicSave.sameFile(file, html)) {
            throw new ParameterException(spec.commandLine(), AtomicSave.sameAsInput(html).message().format(context.locale()));
        }
        int checked = RegulationsCheckCommand.validate(context, version, List.of(file), new FindingsOptions(), encoding, limit);
        if (checked != ExitStatus.OK) {
            context.problems().printMessage(context.text("regulations.publish.notWritten", html));
            return checked;
        }
        ParseResult<Optional<Regulations>> read = RegulationsSettings.read(file);
        context.problems().print(read.problems());
        if (!read.isOk() || read.value().isEmpty()) {
            context.problems().printMessage(context.text("regulations.publish.notWritten", html));
            return ExitStatus.PROBLEMS;
        }
        byte[] page = RegulationsPublication.html(read.value().get(), LawLibrary.bundled(), context.locale())
                .getBytes(StandardCharsets.UTF_8);
        if (!context.problems().passes(AtomicSave.save(html, out -> out.write(page)))) {
            return ExitStatus.FAILURE;
        }
        context.problems().printMessage(context.text("regulations.published", html));
        return ExitStatus.OK;
    }
}
