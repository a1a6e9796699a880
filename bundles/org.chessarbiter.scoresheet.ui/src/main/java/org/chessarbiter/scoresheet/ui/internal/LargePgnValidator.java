package org.chessarbiter.scoresheet.ui.internal;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.pgn.GameReplayer;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.xtext.eclipse.LargeFileValidator;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Validates a large PGN database by streaming it through the chess engine's PGN reader and replayer
 * (every move of every game checked under FIDE 2018), game by game, never holding more than one game:
 * progress in characters read, cancellation between reads.
 */
public class LargePgnValidator implements LargeFileValidator {

    /** Progress is reported in units of this many characters. */
    private static final int UNIT = 64 * 1024;

    @Override
    public List<Problem> validate(Path file, IProgressMonitor monitor) {
        List<Problem> problems = new ArrayList<>();
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            return List.of(unreadable(file, e));
        }
        SubMonitor progress = SubMonitor.convert(monitor, Messages.bind(Messages.LargePgnValidator_task, file.getFileName()),
                (int) Math.min(Integer.MAX_VALUE, size / UNIT + 1));
        try (Reader in = new ProgressReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), progress)) {
            PgnReader.readAll(in, new GameReplayer(ChessRules.fide2018(), report -> problems.addAll(report.problems())));
        } catch (IOException e) {
            problems.add(unreadable(file, e));
        } catch (OperationCanceledException e) {
            // the partial list is what was found so far; the caller sees the cancelled monitor
        }
        return problems;
    }

    private static Problem unreadable(Path file, IOException e) {
        return Problem.error(ProblemKind.INVALID_SYNTAX, Location.UNKNOWN,
                Message.of(LargePgnValidator.class, "largePgn.unreadable", file.getFileName(), String.valueOf(e.getMessage())));
    }

    /** Counts characters into progress and stops reading when the monitor is cancelled. */
    private static final class ProgressReader extends FilterReader {

        private final SubMonitor progress;
        private long read;

        ProgressReader(Reader in, SubMonitor progress) {
            super(in);
            this.progress = progress;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            if (progress.isCanceled()) {
                throw new OperationCanceledException();
            }
            int count = super.read(buffer, offset, length);
            if (count > 0) {
                long before = read / UNIT;
                read += count;
                int units = (int) (read / UNIT - before);
                if (units > 0) {
                    progress.worked(units);
                }
            }
            return count;
        }

        @Override
        public int read() throws IOException {
            char[] one = new char[1];
            return read(one, 0, 1) < 0 ? -1 : one[0];
        }
    }
}
