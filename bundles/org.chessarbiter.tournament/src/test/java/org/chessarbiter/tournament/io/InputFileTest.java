package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading an input file: bounded, with the operating system's reason when it cannot be read. */
class InputFileTest {

    @TempDir
    Path dir;

    private static String text(ParseResult<?> r, String language) {
        return r.problems().get(0).text(Locale.forLanguageTag(language));
    }

    @Test
    void anEndlessInputIsRefusedNotReadUntilTheMemoryIsGone() throws IOException {
        Path zero = Files.createSymbolicLink(dir.resolve("giai.trf"), Path.of("/dev/zero"));
        ParseResult<byte[]> r = InputFile.read(zero);
        assertFalse(r.isOk());
        assertEquals(zero + ": the file is larger than 64 MiB, the most that is read (is it a tournament file?)", text(r, "en"));
        Path big = Files.write(dir.resolve("big.trf"), new byte[2048]);
        assertEquals(zero + ": tệp lớn hơn 0 MiB, mức tối đa được đọc (đây có phải tệp giải đấu không?)",
                text(InputFile.read(zero, 1024), "vi"));
        assertFalse(InputFile.read(big, 2047).isOk());
        assertArrayEquals(new byte[2048], InputFile.read(big, 2048).value());
    }

    @Test
    void theReasonOfTheOperatingSystemInBothLanguages() throws IOException {
        Path missing = dir.resolve("missing.trf");
        assertEquals(missing + ": the file cannot be read: no such file", text(InputFile.read(missing), "en"));
        assertEquals(missing + ": không đọc được tệp: không có tệp này", text(InputFile.read(missing), "vi"));
        assertEquals(dir + ": the file cannot be read: it is a folder, not a file", text(InputFile.read(dir), "en"));
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root reads any file");
        Path secret = Files.writeString(dir.resolve("secret.trf"), "x");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("-w-------"));
        assertEquals(secret + ": the file cannot be read: permission denied", text(InputFile.read(secret), "en"));
        assertEquals(secret + ": không đọc được tệp: không có quyền truy cập", text(InputFile.read(secret), "vi"));
    }

    @Test
    void aBadByteIsLocatedByLineAndColumn() {
        byte[] bytes = "012 Giai\n001    1      Nguy\u00ean".getBytes(StandardCharsets.ISO_8859_1);
        TextDecoding.Decoded d = TextDecoding.decode(bytes, StandardCharsets.UTF_8);
        TextDecoding.BadByte b = d.badByte().orElseThrow();
        assertEquals(2, b.line());
        assertEquals(19, b.column());
        assertEquals("EA", b.hex());
        assertEquals(bytes.length - 2, b.offset());
        assertEquals("012 Giai\n001    1      Nguyên", d.text(), "read as Latin-1, the columns kept");
    }

    @Test
    void aWindows1258FileIsReadInItsEncoding() {
        Charset cp1258 = Charset.forName("windows-1258");
        String name = "Nguyễn Văn Ánh";
        // as Windows writes it: ê then the combining tilde (0xDE), the rest precomposed
        byte[] bytes = {'N', 'g', 'u', 'y', (byte) 0xEA, (byte) 0xDE, 'n', ' ', 'V', (byte) 0xE3, 'n', ' ', (byte) 0xC1, 'n', 'h'};
        TextDecoding.Decoded d = TextDecoding.decode(bytes, cp1258);
        assertEquals(java.text.Normalizer.normalize(name, java.text.Normalizer.Form.NFC),
                java.text.Normalizer.normalize(d.text(), java.text.Normalizer.Form.NFC));
        assertFalse(d.badByte().isPresent());
        assertEquals("Ánh", TextDecoding.decode("Ánh".getBytes(Charset.forName("windows-1252")), Charset.forName("windows-1252")).text());
    }
}
