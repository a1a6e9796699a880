package org.chessarbiter.workspace.op;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.players.CsvPlayersWriter;
import org.chessarbiter.tournament.trf.LosslessTrf;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Writes a tournament in the format the user chose, whatever the output's name: FIDE TRF26, TRF-16 (with
 * the XX / BB extensions), or the players as a CSV list ({@link CsvPlayersWriter}). Atomic; never over its
 * input; an existing output only when asked to ({@code force}: the workbench asks the user first).
 */
public final class ExportAsOperation implements TournamentOperation {

    /** The formats written. */
    public enum Format { TRF26, TRF16, CSV }

    private final Path input;
    private final Path output;
    private final Format format;
    private final boolean force;

    public ExportAsOperation(Path input, Path output, Format format, boolean force) {
        this.input = input;
        this.output = output;
        this.format = format;
        this.force = force;
    }

    @Override
    public OperationResult run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, 2);
        if (AtomicSave.sameFile(input, output)) {
            return OperationResult.refused(List.of(AtomicSave.sameAsInput(output)));
        }
        if (Files.exists(output) && !force) {
            return OperationResult.refused(List.of(OperationProblems.error(ProblemKind.IO, OperationProblems.file(output), "export.exists",
                    output)));
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
        ParseResult<Path> written = switch (format) {
            case CSV -> AtomicSave.save(output, out -> out.write(CsvPlayersWriter.write(read.value().players()).getBytes(StandardCharsets.UTF_8)));
            case TRF26 -> PairingOperation.save(LosslessTrf.toDocument(in(read.value(), "TRF26")), output);
            case TRF16 -> PairingOperation.save(LosslessTrf.toDocument(in(read.value(), "TRF16_XX")), output);
        };
        progress.worked(1);
        problems.addAll(written.problems());
        if (!written.isOk()) {
            return OperationResult.refused(problems);
        }
        // what was written, said: the dialog of the Export wizard shows it
        Tournament t = read.value();
        long paired = t.rounds().stream().filter(Round::isPaired).count();
        long manual = t.audit().entries().stream().filter(e -> e.action().changesPairing()).count();
        problems.add(OperationProblems.note(OperationProblems.file(output), "export.written." + format.name(), output.getFileName(),
                t.players().size(), paired, manual));
        return OperationResult.wrote(output, problems);
    }

    /** {@code t} to be written in the TRF dialect {@code dialect}. */
    private static Tournament in(Tournament t, String dialect) {
        Map<String, String> parameters = new HashMap<>(t.info().systemParameters());
        parameters.put(LosslessTrf.DIALECT, dialect);
        return t.withInfo(t.info().withSystemParameters(parameters));
    }
}
