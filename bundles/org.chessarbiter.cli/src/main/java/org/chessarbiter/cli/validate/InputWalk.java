package org.chessarbiter.cli.validate;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.workspace.validation.LanguageFiles;

/**
 * The files named on the command line, folders walked recursively (entries in name order, links followed,
 * each folder walked once: a link back to a folder above is no loop). A file in a folder of a kind that is
 * not checked is left out; a file named itself must be of a kind that is checked. A path that cannot be
 * read (missing, no permission) is a problem with the operating system's reason.
 */
public final class InputWalk {

    /** What the walk met, in order. */
    public sealed interface Entry permits Found, Skipped, Refused {
        /** The path met. */
        Path path();
    }

    /** A file to check. */
    public record Found(Path path, FileKind kind) implements Entry {
    }

    /** A file of a folder that is not checked, or a folder met again. */
    public record Skipped(Path path) implements Entry {
    }

    /** A path that cannot be checked, and why. */
    public record Refused(Path path, Problem problem) implements Entry {
    }

    private final List<Entry> entries = new ArrayList<>();
    private final Set<Path> walked = new HashSet<>();

    private InputWalk() {
    }

    /** The entries met walking {@code paths}, in order. */
    public static List<Entry> of(List<Path> paths) {
        InputWalk walk = new InputWalk();
        for (Path p : paths) {
            walk.named(p);
        }
        return List.copyOf(walk.entries);
    }

    private void named(Path p) {
        if (Files.isDirectory(p)) {
            folder(p);
            return;
        }
        if (!Files.exists(p) || !Files.isReadable(p)) {
            entries.add(new Refused(p, unreadable(p)));
            return;
        }
        FileKind.of(p).ifPresentOrElse(k -> entries.add(new Found(p, k)), () -> entries.add(new Refused(p,
                Problem.error(ProblemKind.IO, whole(p), Message.of(InputWalk.class, "validate.unknownKind")))));
    }

    private void folder(Path dir) {
        Path real;
        try {
            real = dir.toRealPath();
        } catch (IOException e) {
            entries.add(new Refused(dir, unreadable(dir, e)));
            return;
        }
        if (!walked.add(real)) {
            entries.add(new Skipped(dir));
            return;
        }
        List<Path> children = new ArrayList<>();
        try (DirectoryStream<Path> list = Files.newDirectoryStream(dir)) {
            list.forEach(children::add);
        } catch (IOException | RuntimeException e) {
            entries.add(new Refused(dir, unreadable(dir, e)));
            return;
        }
        children.sort(null);
        for (Path child : children) {
            if (Files.isDirectory(child)) {
                folder(child);
            } else {
                FileKind.of(child).ifPresentOrElse(k -> entries.add(new Found(child, k)), () -> entries.add(new Skipped(child)));
            }
        }
    }

    /** A path that is not there or cannot be read, with the operating system's reason. */
    private static Problem unreadable(Path p) {
        try {
            Files.newInputStream(p).close();
            return unreadable(p, new IOException(p.toString()));
        } catch (IOException | RuntimeException e) {
            return unreadable(p, e);
        }
    }

    static Problem unreadable(Path p, Exception e) {
        return LanguageFiles.unreadable(p, e);
    }

    /** The location of a problem of the file as a whole (its field is the file's name). */
    static Location whole(Path p) {
        return Location.UNKNOWN.inField(p.toString());
    }
}
