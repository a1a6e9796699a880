package org.chessarbiter.engine.uci;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds installed engine programs by name: in the directories of {@code PATH}, then where Debian and
 * others install games ({@code /usr/games}, {@code /usr/local/games}) and Homebrew ({@code /opt/homebrew/bin}).
 */
public final class EngineLocator {
    private static final List<String> EXTRA = List.of("/usr/games", "/usr/local/games", "/usr/local/bin", "/opt/homebrew/bin");

    private EngineLocator() {
    }

    /** The first executable named one of {@code names} (tried in order), if any. */
    public static Optional<Path> find(String... names) {
        return findOnPath(System.getenv("PATH"), names);
    }

    /** {@link #find(String...)} with {@code path} as the {@code PATH}. */
    static Optional<Path> findOnPath(String path, String... names) {
        List<Path> dirs = new ArrayList<>();
        if (path != null) {
            for (String d : path.split(File.pathSeparator)) {
                if (!d.isBlank()) {
                    dirs.add(Path.of(d));
                }
            }
        }
        EXTRA.forEach(d -> dirs.add(Path.of(d)));
        boolean windows = File.separatorChar == '\\';
        for (String name : names) {
            for (Path dir : dirs) {
                for (String candidate : windows ? List.of(name + ".exe", name) : List.of(name)) {
                    Path p = dir.resolve(candidate);
                    if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                        return Optional.of(p);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
