package org.chessarbiter.scoresheet.ui.internal;

import java.io.BufferedReader;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.chessarbiter.xtext.eclipse.core.LargeFileValidator;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Validates a large PGN database (or scoresheet) by the scoresheet language's streaming path
 * ({@link ScoresheetFileValidator#stream}): game by game through the engines' PGN reader, each game checked
 * by the same checker as the editor's validation, never holding more than one game. Progress in characters
 * read; cancellation stops the reading. The file problems are the scoresheet language's {@link Problem}s
 * as they are (their messages are formatted once, where the bridge shows them).
 */
public class LargePgnValidator implements LargeFileValidator {

    /** Progress is reported in units of this many characters. */
    private static final int UNIT = 64 * 1024;

    @Override
    public List<Problem> validate(Path file, IProgressMonitor monitor) {
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            return List.of(unreadable(file, e));
        }
        SubMonitor progress = SubMonitor.convert(monitor, Messages.bind(Messages.LargePgnValidator_task, file.getFileName()),
                (int) Math.min(Integer.MAX_VALUE, size / UNIT + 1));
        String name = file.getFileName().toString();
        String extension = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1) : "pgn";
        try (Reader in = new BufferedReader(new ProgressReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), progress))) {
            return ScoresheetFileValidator.stream(in, extension).problems().stream().map(LargePgnValidator::problem).toList();
        } catch (IOException e) {
            return List.of(unreadable(file, e));
        } catch (OperationCanceledException e) {
            return List.of();
        }
    }

    /** A file problem is a rules problem already: the bridge formats it once, as a marker or an annotation. */
    private static Problem problem(FileProblem problem) {
        return problem.problem();
    }

    private static Problem unreadable(Path file, IOException e) {
        return Problem.error(ProblemKind.IO, new Location(0, 0, 1, 1, null), Message.of(Messages.class,
                "LargePgnValidator_unreadable", file.getFileName().toString(), String.valueOf(e.getMessage())));
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
