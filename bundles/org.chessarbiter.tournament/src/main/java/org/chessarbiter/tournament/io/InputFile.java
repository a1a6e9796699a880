package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Reads an input file whole, bounded: a file larger than the limit (or an endless one, such as a
 * link to {@code /dev/zero}) is refused with a problem instead of exhausting the memory, and a file
 * that cannot be read is refused with the operating system's reason ("no such file", "permission
 * denied", "is a directory"), in the user's language. Problems are located at the file as a whole
 * (the field is the file's name).
 */
public final class InputFile {

    /** The largest input read, 64 MiB: far above any tournament (9,999 players of 99 rounds is ~11 MB). */
    public static final long MAX_BYTES = 64L * 1024 * 1024;

    private InputFile() {
    }

    /** The bytes of {@code file}, at most {@link #MAX_BYTES}. */
    public static ParseResult<byte[]> read(Path file) {
        return read(file, MAX_BYTES);
    }

    /** The bytes of {@code file}, or a problem when it has more than {@code limit} bytes or cannot be read. */
    public static ParseResult<byte[]> read(Path file, long limit) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 16));
            if (bytes.length > limit) {
                return ParseResult.fail(Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()),
                        Message.of(InputFile.class, "file.tooLarge", mebibytes(limit))));
            }
            return ParseResult.ok(bytes);
        } catch (IOException | RuntimeException e) {
            return ParseResult.fail(problem(file, reason(e)));
        }
    }

    /**
     * Why an input or output operation failed, as a message for people: the operating system's
     * reason for the common cases (in English and Vietnamese), else the exception's own text.
     */
    public static Message reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return Message.of(InputFile.class, "reason.noSuchFile");
        }
        if (e instanceof AccessDeniedException) {
            return Message.of(InputFile.class, "reason.accessDenied");
        }
        if (e instanceof NotDirectoryException) {
            return Message.of(InputFile.class, "reason.notDirectory");
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return switch (f.getReason()) {
                case "Is a directory" -> Message.of(InputFile.class, "reason.isDirectory");
                case "Not a directory" -> Message.of(InputFile.class, "reason.notDirectory");
                case "No space left on device" -> Message.of(InputFile.class, "reason.noSpace");
                case "Read-only file system" -> Message.of(InputFile.class, "reason.readOnly");
                default -> Message.of(InputFile.class, "reason.other", f.getReason());
            };
        }
        if (e instanceof IOException && "Is a directory".equals(e.getMessage())) {
            return Message.of(InputFile.class, "reason.isDirectory");
        }
        return Message.of(InputFile.class, "reason.other", String.valueOf(e.getMessage()));
    }

    private static Problem problem(Path file, Message why) {
        return Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()),
                Message.of(InputFile.class, "file.unreadable", why));
    }

    private static String mebibytes(long bytes) {
        return Long.toString(bytes / (1024 * 1024)) + " MiB";
    }
}
