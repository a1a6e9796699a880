package org.chessarbiter.workspace.op;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.print.PrintDocuments;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.regulations.RegulationsConfiguration;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.regulations.RankingTieBreaks;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Prints a tournament ({@code *.tournament} or {@code *.trf}): writes the document {@code kind} of a round
 * ({@link PrintDocuments}) as an {@code *.html} page, atomically, never over its input and over an existing
 * file only when asked to ({@code force}). The regulations beside the tournament configure it, as for the
 * standings: their tie-breaks rank the standings, the crosstable and the cards.
 */
public final class PrintOperation implements TournamentOperation {

    private final Path input;
    private final Path output;
    private final boolean force;
    private final PrintKind kind;
    private final int round;
    private final Locale locale;

    /** {@code round} 0: the round the document is of by default ({@link PrintDocuments#defaultRound}). */
    public PrintOperation(Path input, Path output, boolean force, PrintKind kind, int round, Locale locale) {
        this.input = input;
        this.output = output;
        this.force = force;
        this.kind = kind;
        this.round = round;
        this.locale = locale;
    }

    @Override
    public OperationResult run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, 3);
        if (StateFormat.of(output).filter(f -> f == StateFormat.HTML).isEmpty()) {
            return OperationResult.refused(List.of(OperationProblems.error(ProblemKind.IO, OperationProblems.file(output), "print.kind",
                    output)));
        }
        Optional<Problem> refused = OutputChecks.refusal(input, output, force);
        if (refused.isPresent()) {
            return OperationResult.refused(List.of(refused.get()));
        }
        ParseResult<Tournament> read = TournamentStore.load(input);
        progress.worked(1);
        if (!read.isOk()) {
            return OperationResult.refused(read.problems());
        }
        List<Problem> problems = new ArrayList<>(read.problems());
        ParseResult<RegulationsConfiguration> configured = RegulationsSettings.configure(input, Optional.empty(), read.value());
        problems.addAll(configured.problems());
        Optional<RankingTieBreaks> tieBreaks = configured.value().tieBreaks().flatMap(r -> r.forRanking(kind == PrintKind.TEAM_STANDINGS));
        ParseResult<String> page = PrintDocuments.render(kind, configured.value().tournament(), round, locale,
                tieBreaks.map(RankingTieBreaks::codes).orElse(""), tieBreaks.map(RankingTieBreaks::edition).orElse(C07Edition.V2026));
        problems.addAll(page.problems());
        progress.worked(1);
        if (!page.isOk() || progress.isCanceled()) {
            if (page.isOk()) {
                problems.add(StateOperation.cancelled(output));
            }
            return OperationResult.refused(problems);
        }
        ParseResult<Path> written = AtomicSave.save(output, out -> out.write(page.value().getBytes(StandardCharsets.UTF_8)));
        progress.worked(1);
        problems.addAll(written.problems());
        return written.isOk() ? OperationResult.wrote(output, problems) : OperationResult.refused(problems);
    }
}
