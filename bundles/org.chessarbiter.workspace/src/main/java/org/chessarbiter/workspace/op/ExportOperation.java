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
import org.chessarbiter.tournament.report.CrosstableReport;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Writes a tournament ({@code *.tournament} or {@code *.trf}) in the format of the output's extension:
 * {@code *.trf} (TRF26, or the TRF-16 dialect it was read in; lossless, {@code LosslessTrf}),
 * {@code *.tournament}, or {@code *.html} (the standings after the last complete round, or the
 * crosstable: the tournament bundle's reports). Atomic; never over its input; an existing output only
 * when asked to ({@code force}), and even then a {@code *.tournament} or {@code *.trf} output whose
 * published rounds the tournament would change is refused ({@link TournamentStore}).
 */
public class ExportOperation implements TournamentOperation {

    /** The report an {@code *.html} output holds. */
    public enum Report { STANDINGS, CROSSTABLE }

    private final Path input;
    private final Path output;
    private final boolean force;
    private final Report report;
    private final Locale locale;

    public ExportOperation(Path input, Path output, boolean force, Report report, Locale locale) {
        this.input = input;
        this.output = output;
        this.force = force;
        this.report = report;
        this.locale = locale;
    }

    /** The formats this operation writes; an {@link ImportOperation} writes {@code *.tournament} only. */
    protected boolean writes(StateFormat format) {
        return true;
    }

    @Override
    public final OperationResult run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, 3);
        Optional<StateFormat> to = StateFormat.of(output);
        if (to.isEmpty() || !writes(to.get())) {
            return OperationResult.refused(List.of(OperationProblems.error(ProblemKind.IO, OperationProblems.file(output),
                    writes(StateFormat.HTML) ? "export.kind" : "import.kind", output)));
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
        if (progress.isCanceled()) {
            problems.add(StateOperation.cancelled(output));
            return OperationResult.refused(problems);
        }
        ParseResult<Path> written = switch (to.get()) {
            case HTML -> AtomicSave.save(output, out -> out.write(html(read.value()).getBytes(StandardCharsets.UTF_8)));
            case TOURNAMENT, TRF -> TournamentStore.save(output, read.value());
        };
        progress.worked(2);
        problems.addAll(written.problems());
        return written.isOk() ? OperationResult.wrote(output, problems) : OperationResult.refused(problems);
    }

    private String html(Tournament t) {
        StandingsService.Ranked ranked = StandingsService.rank(t, "", C07Edition.V2026).value();
        return report == Report.CROSSTABLE ? CrosstableReport.html(ranked.context(), locale) : StandingsService.html(ranked, locale);
    }
}
