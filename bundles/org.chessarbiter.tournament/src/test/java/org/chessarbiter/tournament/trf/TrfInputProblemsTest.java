package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/** Files that are not tournaments, or not in the encoding expected, are refused with a located reason. */
class TrfInputProblemsTest {

    private static final String PLAYER = String.format("001 %4d      %-33s %4s", 1, "Nguyen Van Anh", "2400");

    @Test
    void anEmptyOrHeaderOnlyFileHasNoPlayers() {
        ParseResult<Tournament> empty = TrfTournamentMapper.toTournament(TrfReader.read("").value());
        assertEquals("1:1: the file has no player lines (001): it is empty or not a tournament report",
                empty.problems().get(0).text(Locale.ENGLISH));
        ParseResult<Tournament> header = TrfTournamentMapper.toTournament(TrfReader.read("012 Giai co vua\n042 2026/01/01\n").value());
        assertEquals("2:1: tệp không có dòng đấu thủ nào (001): tệp rỗng hoặc không phải báo cáo giải",
                header.problems().get(0).text(Locale.forLanguageTag("vi")));
        assertTrue(TrfTournamentMapper.toTournament(TrfReader.read(PLAYER + "\n").value()).problems().isEmpty());
    }

    @Test
    void aByteThatIsNotUtf8IsLocatedAndNamed() {
        byte[] bytes = ("012 Giai\n" + PLAYER.replace("Nguyen", "Nguy\u00eań")).getBytes(Charset.forName("windows-1252"));
        var r = TrfReader.read(bytes, StandardCharsets.UTF_8);
        assertEquals("2:19: the byte 0xEA (offset 27) is not valid UTF-8: the file was read as Latin-1; if it was saved in another "
                + "encoding, name it (--encoding windows-1258 for a Vietnamese Windows export, windows-1252 for a Western one)",
                r.problems().get(0).text(Locale.ENGLISH));
    }

    @Test
    void aWindows1258ExportIsReadWhenItsEncodingIsNamed() {
        byte[] name = {'N', 'g', 'u', 'y', (byte) 0xEA, (byte) 0xDE, 'n', ' ', 'V', (byte) 0xE3, 'n', ' ', (byte) 0xC1, 'n', 'h'};
        // the name takes 14 columns (the combining tilde belongs to the column of the ê before it)
        byte[] head = String.format("001 %4d      ", 1).getBytes(StandardCharsets.US_ASCII);
        byte[] tail = String.format("%-19s %4s", "", "2400").getBytes(StandardCharsets.US_ASCII);
        byte[] line = new byte[head.length + name.length + tail.length];
        System.arraycopy(head, 0, line, 0, head.length);
        System.arraycopy(name, 0, line, head.length, name.length);
        System.arraycopy(tail, 0, line, head.length + name.length, tail.length);
        var r = TrfReader.read(line, Charset.forName("windows-1258"));
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertEquals("Nguyễn Văn Ánh", java.text.Normalizer.normalize(r.value().players().get(0).name(), java.text.Normalizer.Form.NFC));
        assertEquals(2400, r.value().players().get(0).rating());
    }

    @Test
    void aWindows1258ExportIsDetectedWhenNoEncodingIsNamedWithAWarningNamingIt() {
        String header = "012 Giải cờ Tướng Hà Nội\n022 Điều lệ vòng loại\n";
        byte[] head = org.chessarbiter.tournament.io.EncodingDetectionTest.asWindows1258(header);
        byte[] player = String.format("001 %4d      %-33s %4s", 1, "Nguyen Van Anh", "2400").getBytes(StandardCharsets.US_ASCII);
        byte[] file = new byte[head.length + player.length];
        System.arraycopy(head, 0, file, 0, head.length);
        System.arraycopy(player, 0, file, head.length, player.length);
        var r = TrfReader.read(file, org.chessarbiter.tournament.io.EncodingDetection.AUTO);
        assertEquals(1, r.problems().size(), r.problems().toString());
        assertEquals(org.chessarbiter.rules.Severity.WARNING, r.problems().get(0).severity());
        assertTrue(r.problems().get(0).text(Locale.ENGLISH).startsWith("1:1: the file is not UTF-8: it was read as windows-1258"),
                r.problems().get(0).text(Locale.ENGLISH));
        assertTrue(r.problems().get(0).text(Locale.forLanguageTag("vi")).startsWith("1:1: tệp không phải UTF-8: đã được đọc theo windows-1258"));
        assertEquals(2400, r.value().players().get(0).rating());

        var forced = TrfReader.read(file, StandardCharsets.UTF_8);
        assertTrue(forced.problems().get(0).text(Locale.ENGLISH).startsWith("1:8: the byte 0xD2 (offset 7) is not valid UTF-8"),
                forced.problems().get(0).text(Locale.ENGLISH));
        var utf8 = TrfReader.read((header + new String(player, StandardCharsets.US_ASCII)).getBytes(StandardCharsets.UTF_8),
                org.chessarbiter.tournament.io.EncodingDetection.AUTO);
        assertTrue(utf8.problems().isEmpty(), "UTF-8 is read without a word: " + utf8.problems());
    }
}
