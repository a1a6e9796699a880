package org.chessarbiter.tournament.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.io.EncodingDetectionTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A player list saved by a spreadsheet: encodings, separators, quotes, Vietnamese and English headers, located errors. */
class CsvPlayersTest {

    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, bytes);
        return f;
    }

    private Path utf8(String name, String text) throws IOException {
        return write(name, text.getBytes(StandardCharsets.UTF_8));
    }

    private static String where(Problem p) {
        return p.location().line() + ":" + p.location().column() + " " + p.message().format(Locale.ENGLISH);
    }

    @Test
    void aVietnameseSemicolonListWithAByteOrderMarkReadsEveryField() throws IOException {
        String text = "\uFEFFSTT;Họ tên;Elo;Đơn vị;Năm sinh;Giới tính;Mã FIDE;Danh hiệu;Liên đoàn\r\n"
                + "1;Nguyễn Văn An;2105;Hà Nội;1990;Nam;12400010;fm;vie\r\n"
                + "2;\"Trần Thị Bình; Jr\";;\"CLB \"\"Cờ Tướng\"\"\";17/05/2001;nữ;;;VIE\r\n";
        Path f = write("ds.csv", text.getBytes(StandardCharsets.UTF_8));
        ParseResult<List<Player>> r = CsvPlayers.read(f);
        assertTrue(r.isOk(), r.problems().toString());
        assertEquals(List.of(new Player(1, "Nguyễn Văn An", "m", "FM", "", "1990", "VIE", "Hà Nội", 12400010, 2105, 0),
                new Player(2, "Trần Thị Bình; Jr", "w", "", "", "2001/05/17", "VIE", "CLB \"Cờ Tướng\"", 0, 0, 0)), r.value());
        assertEquals(List.of(), r.problems(), "STT is a known column, ignored");
    }

    @Test
    void anEnglishCommaListWithoutMarkAndAColumnNotKnown() throws IOException {
        Path f = utf8("players.csv", "Name,FIDE rating,Club,Birth,Sex,FIDE ID,Title,Fed,Phone\nSmith John,1800,Leeds,1985-02-03,M,400123,,ENG,555\n");
        ParseResult<List<Player>> r = CsvPlayers.read(f);
        assertTrue(r.isOk(), r.problems().toString());
        assertEquals(new Player(1, "Smith John", "m", "", "", "1985/02/03", "ENG", "Leeds", 400123, 1800, 0), r.value().get(0));
        assertEquals(List.of("1:51 the column \"Phone\" is not a player field and is not imported"),
                r.problems().stream().map(CsvPlayersTest::where).toList());
        assertFalse(r.problems().get(0).isError());
        assertEquals(f.toString(), r.problems().get(0).location().field(), "located in the file");
    }

    @Test
    void aWindows1258ListIsDetectedWithAWarning() throws IOException {
        Path f = write("vn.csv", EncodingDetectionTest.asWindows1258("Họ tên;Đơn vị\nLê Văn Đức;Hải Phòng\nPhạm Quốc Khánh;Huế\n"));
        ParseResult<List<Player>> r = CsvPlayers.read(f);
        assertTrue(r.isOk(), r.problems().toString());
        assertEquals(List.of("Lê Văn Đức", "Phạm Quốc Khánh"), r.value().stream().map(Player::name).toList());
        assertEquals("Hải Phòng", r.value().get(0).club());
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).message().format(Locale.ENGLISH).contains("windows-1258"), r.problems().toString());
    }

    @Test
    void everyBadRowIsAnErrorAtItsLineAndColumnAndNothingIsReturned() throws IOException {
        Path f = utf8("bad.csv", "Name;Elo;Sex;Birth;FIDE ID;Title;Fed\n"
                + "Good Player;2000;m;1990;1;GM;VIE\n"
                + "Bad Rating;20x0;m;1990;2;;VIE\n"
                + ";1500;w;;;;\n"
                + "Short;1500\n"
                + "Bad Many;9999;x;31/02/1990;abc;XM;VN\n"
                + "Twin;1400;;;1;;\n");
        ParseResult<List<Player>> r = CsvPlayers.read(f);
        assertFalse(r.isOk());
        assertEquals(List.of(
                "3:12 \"20x0\" is not a rating: a whole number from 0 to 3500, or nothing when unrated",
                "4:1 the player's name is empty",
                "5:1 this row has 2 fields where the header has 7",
                "6:10 \"9999\" is not a rating: a whole number from 0 to 3500, or nothing when unrated",
                "6:15 \"x\" is not a sex: write m or w (nam or nữ)",
                "6:17 \"31/02/1990\" is not a birth date: write the year (1990) or the date (1990-05-17 or 17/05/1990)",
                "6:28 \"abc\" is not a FIDE ID: digits only",
                "6:32 \"XM\" is not a FIDE title: GM, IM, WGM, FM, WIM, CM, WFM or WCM",
                "6:35 \"VN\" is not a federation: three letters such as VIE",
                "7:13 FIDE ID 1 is already given to the player on line 2"), r.problems().stream().map(CsvPlayersTest::where).toList());
    }

    @Test
    void aListWithoutANameColumnOrWithAnOpenQuoteIsRefused() throws IOException {
        ParseResult<List<Player>> noName = CsvPlayers.read(utf8("a.csv", "Elo;Club\n2000;X\n"));
        assertEquals(List.of("1:1 no column holds the players' names: name one \"Name\" or \"Họ tên\""),
                noName.problems().stream().map(CsvPlayersTest::where).toList());
        ParseResult<List<Player>> open = CsvPlayers.read(utf8("b.csv", "Name;Club\n\"Open;X\n"));
        assertFalse(open.isOk());
        assertEquals("2:1 this quoted field is never closed (a \" is missing)", where(open.problems().get(0)));
        assertFalse(CsvPlayers.read(utf8("c.csv", "Name\n")).isOk(), "a header and no player");
        assertFalse(CsvPlayers.read(dir.resolve("missing.csv")).isOk());
    }

    @Test
    void headersAreRecognisedWhateverTheCaseAndTheDiacritics() {
        assertEquals(PlayerColumn.NAME, PlayerColumn.of("HỌ TÊN").orElseThrow());
        assertEquals(PlayerColumn.CLUB, PlayerColumn.of("don vi").orElseThrow());
        assertEquals(PlayerColumn.FIDE_ID, PlayerColumn.of("Mã FIDE").orElseThrow());
        assertEquals(PlayerColumn.FIDE_RATING, PlayerColumn.of("FIDE rating").orElseThrow());
        assertEquals(PlayerColumn.FEDERATION, PlayerColumn.of("Liên đoàn").orElseThrow());
        assertTrue(PlayerColumn.of("Phone").isEmpty());
    }

    @Test
    void theListWrittenReadsBackAsItWas() throws IOException {
        List<Player> players = List.of(new Player(1, "Nguyễn Văn An", "m", "FM", "Cấp I", "1990/05/17", "VIE", "CLB \"Cờ\"; Hà Nội", 12400010, 2105, 1900),
                Player.of(2, "Smith, John", 0));
        Path f = write("out.csv", CsvPlayersWriter.write(players).getBytes(StandardCharsets.UTF_8));
        ParseResult<List<Player>> back = CsvPlayers.read(f);
        assertEquals(List.of(), back.problems());
        assertEquals(players, back.value());
    }
}
