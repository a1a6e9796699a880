package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a save does to the file it replaces: keeps its permissions, writes through a symbolic link,
 * and cleans up the temporary file a killed save left behind.
 */
class AtomicSaveFileTest {

    @TempDir
    Path dir;

    private static boolean write(Path f, String text) {
        return AtomicSave.save(f, out -> out.write(text.getBytes(StandardCharsets.UTF_8))).isOk();
    }

    private List<String> names() throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theTargetKeepsItsPermissions() throws IOException {
        Path f = dir.resolve("giai.trf");
        Files.writeString(f, "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        assertTrue(write(f, "new"));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-rw----"));
        assertTrue(write(f, "newer"));
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertEquals("newer", Files.readString(f));
    }

    @Test
    void aNewFileIsReadableLikeAnyFileTheUserCreates() throws IOException {
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, "made the usual way");
        Path saved = dir.resolve("saved.html");
        assertTrue(write(saved, "<html>"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(saved), "not 600 as a temporary file");
    }

    @Test
    void aSymbolicLinkStaysALinkAndItsTargetGetsTheContent() throws IOException {
        Path real = Files.createDirectories(dir.resolve("archive")).resolve("giai.trf");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("current.trf"), Path.of("archive/giai.trf"));
        assertTrue(write(link, "new"));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(Path.of("archive/giai.trf"), Files.readSymbolicLink(link));
        assertEquals("new", Files.readString(real));
        Path dangling = Files.createSymbolicLink(dir.resolve("next.trf"), Path.of("archive/next.trf"));
        assertTrue(write(dangling, "first"));
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("first", Files.readString(dir.resolve("archive/next.trf")));
    }

    @Test
    void theTemporaryFileOfAKilledSaveIsRemovedByTheNextSave() throws IOException {
        // a process that no longer runs: a finished child of this one
        long dead = new ProcessBuilder("true").start().onExit().join().pid();
        Path killed = Files.writeString(dir.resolve(".giai.trf.arbiter-" + dead + "-k1ll3d.tmp"), "half");
        Path old = Files.writeString(dir.resolve(".other.html.arbiter-" + ProcessHandle.current().pid() + "-0ld.tmp"), "half");
        Files.setLastModifiedTime(old, FileTime.from(Instant.now().minusSeconds(3 * 24 * 3600)));
        Path running = Files.writeString(dir.resolve(".giai.trf.arbiter-" + ProcessHandle.current().pid() + "-busy.tmp"), "half");
        Path notOurs = Files.writeString(dir.resolve(".giai.trf.tmp"), "someone else's");
        assertTrue(write(dir.resolve("giai.trf"), "whole"));
        assertFalse(Files.exists(killed));
        assertFalse(Files.exists(old));
        assertTrue(Files.exists(running), "a save in progress in a running process is left alone");
        assertTrue(Files.exists(notOurs), "only our own temporary files are removed");
        assertEquals(List.of(running.getFileName().toString(), ".giai.trf.tmp", "giai.trf"), names());
    }

    @Test
    void aFailedSaveSaysWhyInTheUsersLanguage() throws IOException {
        Path blocker = Files.writeString(dir.resolve("a-file"), "not a folder");
        var r = AtomicSave.save(blocker.resolve("out.trf"), out -> out.write(1));
        assertFalse(r.isOk());
        String en = r.problems().get(0).text(Locale.ENGLISH);
        assertTrue(en.endsWith("the file could not be saved (a part of the path is not a folder); the previous version is unchanged"), en);
        assertTrue(r.problems().get(0).text(Locale.forLanguageTag("vi")).contains("không phải thư mục"));
    }

    @Test
    void anOutputThatIsAlsoTheInputIsRecognised() throws IOException {
        Path in = Files.writeString(dir.resolve("giai.trf"), "x");
        Path link = Files.createSymbolicLink(dir.resolve("link.html"), in);
        assertTrue(AtomicSave.sameFile(in, dir.resolve("./giai.trf")));
        assertTrue(AtomicSave.sameFile(in, link));
        assertFalse(AtomicSave.sameFile(in, dir.resolve("giai.html")));
        assertEquals("giai.trf is also an input of the command; choose another output file",
                AtomicSave.sameAsInput(Path.of("giai.trf")).message().format(Locale.ENGLISH));
    }
}
