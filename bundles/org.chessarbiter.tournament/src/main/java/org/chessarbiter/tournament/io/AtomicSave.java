package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;

/**
 * Saves a file atomically: the content is written to a temporary file in the same folder, forced
 * to disk, then renamed over the target (an atomic move where the file system supports it). A
 * crash or an error mid-save leaves the previous file untouched and no partial file behind. The
 * EMF resource save of a {@code .tournament} file goes through here.
 */
public final class AtomicSave {

    /** Writes the content to the stream it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicSave() {
    }

    /** Returns the target path, or a problem (message key {@code save.failed}) located at the target. */
    public static ParseResult<Path> save(Path target, Content content) {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                    OutputStream out = java.nio.channels.Channels.newOutputStream(ch)) {
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return ParseResult.ok(target);
        } catch (IOException | RuntimeException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the temporary file is hidden and harmless; the target is intact
                }
            }
            return ParseResult.fail(Problems.error(ProblemKind.IO, Location.UNKNOWN.inField(target.toString()), Problems.class,
                    "save.failed", e.getMessage()));
        }
    }
}
