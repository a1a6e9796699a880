package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Follows the symbolic links of a path to be written, so that the file linked to is replaced and the link stays. */
final class SymbolicLinks {

    /** As the operating system's own limit (Linux follows at most 40 links). */
    private static final int MAX_LINKS = 40;

    private SymbolicLinks() {
    }

    /**
     * The file {@code path} (absolute) finally names: itself when it is not a link, else the target of
     * its chain of links, which need not exist yet (a dangling link is written through too).
     */
    static Path resolve(Path path) throws IOException {
        Path p = path;
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == MAX_LINKS) {
                throw new FileSystemException(path.toString(), null, "Too many levels of symbolic links");
            }
            Path next = Files.readSymbolicLink(p);
            p = p.getParent() == null ? next : p.getParent().resolve(next).normalize();
        }
        return p;
    }
}
