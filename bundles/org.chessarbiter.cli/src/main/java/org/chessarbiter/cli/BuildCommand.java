package org.chessarbiter.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.workspace.project.ProjectBuild;
import org.chessarbiter.workspace.project.ProjectBuildResult;
import org.chessarbiter.workspace.project.ProjectProblem;
import org.chessarbiter.workspace.validation.Reported;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter build PROJECT [--format text|json|sarif] [--warnings-as-errors] [--max-problems N]}: builds a
 * tournament project folder with the workspace's {@link ProjectBuild}, the code the workbench's builder runs:
 * every scoresheet validated, each game linked to its board, results compared and the missing ones taken from
 * finished scoresheets, the standings and the next round's proposal written into {@code derived/}. Problems are
 * printed as {@code validate} prints them (a compiler's "file:line:column: severity: what [rule]", or JSON / SARIF),
 * then a summary; exit status 1 when there are errors (warnings too with {@code --warnings-as-errors}).
 */
@Command(name = "build", sortOptions = false)
final class BuildCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<project>", descriptionKey = "build.project")
    Path project;

    @Mixin
    FindingsOptions findings;

    @Mixin
    ProblemLimitOption limit;

    @Spec
    CommandSpec spec;

    private final CommandContext context;
    private final String version;

    BuildCommand(CommandContext context, String version) {
        this.context = context;
        this.version = version;
    }

    @Override
    public Integer call() {
        limit.applyTo(context);
        if (!Files.isDirectory(project)) {
            throw new ParameterException(spec.commandLine(), context.text("build.notFolder", project));
        }
        FindingsOutput output = findings.output(context, limit, version, false);
        ValidationCounts counts = new ValidationCounts(output, false);
        ProjectBuild build = new ProjectBuild(project, context.locale(), true);
        ProjectBuildResult result = build.build();
        for (var entry : result.problems().entrySet()) {
            Path shown = shown(build.root(), entry.getKey());
            counts.begin(shown, FileKind.of(shown).orElse(null));
            for (ProjectProblem p : entry.getValue()) {
                counts.problem(shown, new Reported(p.problem(), p.rule()));
            }
            counts.end(shown, 0);
        }
        output.finish(counts);
        List<Path> written = result.written();
        context.problems().printMessage(context.text("build.summary", result.files().scoresheets().size(),
                result.count(Severity.ERROR), result.count(Severity.WARNING), result.taken().size(), result.standingsRound(),
                result.proposal().map(p -> p.round()).orElse(0), written.size()));
        return findings.status(counts);
    }

    /** A file of the project as the user named the project (relative when it was given so). */
    private Path shown(Path root, Path file) {
        return file.equals(root) ? project : project.resolve(root.relativize(file));
    }
}
