package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.junit.jupiter.api.Test;

/** The streaming decoder finds the same bad byte, at the same line and column, as the whole-file one. */
class DecodingReaderTest {

    private static String readAll(Reader r) throws IOException {
        StringWriter w = new StringWriter();
        r.transferTo(w);
        return w.toString();
    }

    /** An input stream that hands out at most {@code chunk} bytes a read, as a pipe may. */
    private static InputStream trickle(byte[] bytes, int chunk) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    @Test
    void aBadByteFarIntoALargeTextIsLocatedAsTheWholeFileDecoderLocatesIt() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            text.append(i % 3 == 0 ? "[Event \"Giải cờ\"]\r\n" : "1. e4 e5 *\n");
        }
        byte[] good = text.toString().getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[good.length + 4];
        System.arraycopy(good, 0, bytes, 0, good.length);
        bytes[good.length] = 'a';
        bytes[good.length + 1] = (byte) 0xE9; // Latin-1 é: not UTF-8
        bytes[good.length + 2] = 'b';
        bytes[good.length + 3] = '\n';
        TextDecoding.BadByte expected = TextDecoding.decode(bytes, StandardCharsets.UTF_8).badByte().orElseThrow();
        for (int chunk : new int[] {1, 7, 8192, Integer.MAX_VALUE}) {
            try (DecodingReader r = new DecodingReader(trickle(bytes, chunk), StandardCharsets.UTF_8)) {
                String read = readAll(r);
                assertEquals(expected, r.badByte().orElseThrow(), "chunk " + chunk);
                assertEquals(text + "a\u00E9b\n", read, "the bad byte read as Latin-1, the rest as it was");
            }
        }
        assertEquals(20_001, expected.line());
        assertEquals(2, expected.column());
    }

    /**
     * Line breaks of every kind (a line feed, a return, a return and a line feed, a line feed and a return), split
     * anywhere between the reads: the bad byte after them is located as the whole-file decoder locates it.
     */
    @Test
    void everyKindOfLineBreakCountsAsTheWholeFileDecoderCountsIt() throws IOException {
        java.util.Random random = new java.util.Random(11);
        String[] parts = {"\n", "\r", "\r\n", "\n\r", "e4", "Giải", " ", "\r\r", "\n\n"};
        for (int round = 0; round < 200; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(40); i > 0; i--) {
                text.append(parts[random.nextInt(parts.length)]);
            }
            byte[] good = text.toString().getBytes(StandardCharsets.UTF_8);
            byte[] bytes = java.util.Arrays.copyOf(good, good.length + 2);
            bytes[good.length] = (byte) 0xFF; // never UTF-8
            bytes[good.length + 1] = 'x';
            TextDecoding.BadByte expected = TextDecoding.decode(bytes, StandardCharsets.UTF_8).badByte().orElseThrow();
            for (int chunk : new int[] {1, 2, 3, 8192}) {
                try (DecodingReader r = new DecodingReader(trickle(bytes, chunk), StandardCharsets.UTF_8)) {
                    readAll(r);
                    assertEquals(expected, r.badByte().orElseThrow(), "chunk " + chunk + " of " + text.toString()
                            .replace("\r", "\\r").replace("\n", "\\n"));
                }
            }
        }
    }

    @Test
    void aWindows1258TextIsReadWithoutProblemsAndAByteOrderMarkIsSkipped() throws IOException {
        Charset cp1258 = Charset.forName("windows-1258");
        byte[] bytes = {'N', 'g', 'u', 'y', (byte) 0xEA, (byte) 0xDE, 'n', '\n'};
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(bytes), cp1258)) {
            assertEquals(TextDecoding.decode(bytes, cp1258).text(), readAll(r));
            assertFalse(r.badByte().isPresent());
        }
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'x', (byte) 0xC3, (byte) 0xA9};
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(bom), StandardCharsets.UTF_8)) {
            assertEquals("x\u00E9", readAll(r));
            assertFalse(r.badByte().isPresent());
        }
    }

    @Test
    void aTruncatedSequenceAtTheEndIsABadByteAndItsProblemSaysWhatToDo() throws IOException {
        byte[] bytes = {'a', '\n', 'b', 'c', (byte) 0xE1, (byte) 0xBB};
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            assertEquals("a\nbc\u00E1\u00BB", readAll(r));
            TextDecoding.BadByte b = r.badByte().orElseThrow();
            assertEquals(new TextDecoding.BadByte(4, 2, 3, 0xE1), b);
            assertEquals("2:3: the byte 0xE1 (offset 4) is not valid UTF-8; if the file was saved in another encoding, name it"
                    + " (--encoding windows-1258 for a Vietnamese Windows export, windows-1252 for a Western one)",
                    TextDecoding.problem(b, StandardCharsets.UTF_8).text(Locale.ENGLISH));
        }
    }
}
