package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicSaveTest {

    @TempDir
    Path dir;

    @Test
    void savesAndReplaces() throws IOException {
        Path f = dir.resolve("a.tournament");
        assertTrue(AtomicSave.save(f, out -> out.write("one".getBytes(StandardCharsets.UTF_8))).isOk());
        assertTrue(AtomicSave.save(f, out -> out.write("two".getBytes(StandardCharsets.UTF_8))).isOk());
        assertEquals("two", Files.readString(f));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file left");
        }
    }

    /** Saves content that fails after writing half of itself with {@code failure}; checks what is left. */
    private void failingSave(Path f, Exception failure, String before) throws IOException {
        var r = AtomicSave.save(f, out -> {
            out.write("half of the new".getBytes(StandardCharsets.UTF_8));
            if (failure instanceof IOException io) {
                throw io;
            }
            throw (RuntimeException) failure;
        });
        assertFalse(r.isOk());
        assertEquals("save.failed", r.problems().get(0).message().key());
        assertEquals(before, Files.exists(f) ? Files.readString(f) : null);
        try (var s = Files.list(dir)) {
            assertEquals(before == null ? 0 : 1, s.count(), "the partial temporary file is removed");
        }
    }

    @Test
    void aCrashMidSaveLeavesThePreviousFileIntact() throws IOException {
        Path f = dir.resolve("b.tournament");
        Files.writeString(f, "previous");
        failingSave(f, new IOException("disk full"), "previous");
    }

    @Test
    void aRuntimeFailureIsAValueToo() throws IOException {
        failingSave(dir.resolve("c.tournament"), new IllegalStateException("serializer bug"), null);
    }
}
