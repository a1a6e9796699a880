package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Saves a file atomically, the one way every output of the project is written (the command line's
 * TRF and HTML files, the workbench's reports, the EMF resource save of a {@code .tournament} file):
 * the content is written to a hidden temporary file in the target's folder
 * ({@link TemporaryFiles#name}), forced to disk, then renamed over the target (an atomic move where
 * the file system supports it). A crash or an error mid-save leaves the previous file untouched and
 * no partial file behind; the temporary file of a save that was killed is removed by the next save
 * in that folder. The target keeps its permissions (a file readable by all stays so; a new file gets
 * the default ones, as any file the user creates), and a target that is a symbolic link stays a link:
 * the file it points to receives the content.
 */
public final class AtomicSave {

    /** Writes the content to the stream it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicSave() {
    }

    /** Returns the target path, or a problem (message key {@code save.failed}, with the reason) located at the target. */
    public static ParseResult<Path> save(Path target, Content content) {
        Path tmp = null;
        try {
            Path file = SymbolicLinks.resolve(target.toAbsolutePath());
            Path dir = file.getParent();
            for (Path d = dir; d != null; d = d.getParent()) {
                if (Files.exists(d)) {
                    if (!Files.isDirectory(d)) {
                        throw new NotDirectoryException(d.toString());
                    }
                    break;
                }
            }
            Files.createDirectories(dir);
            TemporaryFiles.removeStale(dir);
            tmp = dir.resolve(TemporaryFiles.name(file.getFileName().toString(), ThreadLocalRandom.current().nextLong()));
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    OutputStream out = Channels.newOutputStream(ch)) {
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            FilePermissions.copy(file, tmp);
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            return ParseResult.ok(target);
        } catch (IOException | RuntimeException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the temporary file is hidden and removed by the next save in its folder; the target is intact
                }
            }
            return ParseResult.fail(Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(target.toString()),
                    Message.of(AtomicSave.class, "save.failed", InputFile.reason(e))));
        }
    }

    /**
     * Whether {@code output} names the same file as {@code input} (through links too), so that writing
     * it would destroy the input: a command refuses such an output unless it is meant to rewrite its input.
     */
    public static boolean sameFile(Path input, Path output) {
        try {
            if (Files.exists(input) && Files.exists(output)) {
                return Files.isSameFile(input, output);
            }
            return SymbolicLinks.resolve(input.toAbsolutePath()).normalize()
                    .equals(SymbolicLinks.resolve(output.toAbsolutePath()).normalize());
        } catch (IOException | RuntimeException e) {
            return input.toAbsolutePath().normalize().equals(output.toAbsolutePath().normalize());
        }
    }

    /** The problem of an output that is also an input (message key {@code save.sameAsInput}). */
    public static Problem sameAsInput(Path output) {
        return Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(output.toString()),
                Message.of(AtomicSave.class, "save.sameAsInput", output.toString()));
    }
}
