package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;

/** Gives a replacement file the permissions (and, when allowed, the group) of the file it replaces. */
final class FilePermissions {

    private FilePermissions() {
    }

    /** Copies {@code from}'s POSIX permissions to {@code to}; nothing when {@code from} does not exist or the file system has none. */
    static void copy(Path from, Path to) throws IOException {
        if (!Files.exists(from)) {
            return;
        }
        PosixFileAttributeView source = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView target = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (source == null || target == null) {
            return;
        }
        PosixFileAttributes a = source.readAttributes();
        target.setPermissions(a.permissions());
        try {
            target.setGroup(a.group());
        } catch (IOException | SecurityException e) {
            // only the owner's groups may be given; the permissions are what matters
        }
    }
}
