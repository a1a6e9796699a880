package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hidden temporary files of {@link AtomicSave}, named so that they are recognised as ours:
 * {@code .NAME.arbiter-PID-RANDOM.tmp}, where PID is the process writing it. One that outlived its
 * process (a save killed half-way) is stale and removed by the next save in its folder; so is one
 * older than a day (a process number may be reused, or the folder shared between machines).
 */
final class TemporaryFiles {

    private static final Pattern OURS = Pattern.compile("\\..+\\.arbiter-(\\d+)-[0-9a-z]+\\.tmp");
    private static final Duration STALE = Duration.ofDays(1);

    private TemporaryFiles() {
    }

    /** The name of a temporary file of this process for the file named {@code target}. */
    static String name(String target, long random) {
        return "." + target + ".arbiter-" + ProcessHandle.current().pid() + "-" + Long.toUnsignedString(random, 36) + ".tmp";
    }

    /** Removes the stale temporary files of ours in {@code dir}; any failure is ignored (they are harmless). */
    static void removeStale(Path dir) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".*.arbiter-*.tmp")) {
            for (Path f : files) {
                if (isStale(f)) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a folder that cannot be listed: the save itself says what is wrong
        }
    }

    static boolean isStale(Path file) throws IOException {
        Matcher m = OURS.matcher(file.getFileName().toString());
        if (!m.matches() || !Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        FileTime modified = Files.getLastModifiedTime(file);
        if (modified.toInstant().isBefore(Instant.now().minus(STALE))) {
            return true;
        }
        long pid;
        try {
            pid = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return true;
        }
        return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).isEmpty();
    }
}
