package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter print}: every document an arbiter prints, written as HTML and read back as a browser
 * reads it (jsoup), in English and Vietnamese: the right players on the right boards under the right
 * colour words (White / Black, Trắng / Đen in chess; Red / Black, Đỏ / Đen in xiangqi, whose scoresheet, a
 * written record, says Trắng / Đen as Luật cờ Tướng 2004 Điều 2.2 and Phụ lục 4 do), A4 print CSS and
 * a page break between the pages of a board or a player; and the output rules of every command that writes.
 */
class PrintCommandTest extends CommandLineHarness {

    @TempDir
    Path dir;

    private static Player player(int n, String name, String title, int rating) {
        return new Player(n, name, "", title, "", "", "VIE", "Club " + n, 0, rating, 0);
    }

    /**
     * A chess Swiss of five players: round 1 played (1-3 1-0, 4-2 ½-½, 5 has the bye), round 2 paired
     * without results (board 1: 2 Trần Thị Bình White against 1 Nguyễn Văn An; board 2: 3-5; 4 has the bye).
     */
    private Path chess() {
        List<Player> players = List.of(player(1, "Nguyễn Văn An", "FM", 2400), player(2, "Trần Thị Bình", "", 2350),
                player(3, "Lê Văn Cường", "", 2300), player(4, "Phạm Minh Đức", "", 2250), player(5, "Hoàng Văn Em", "", 2200));
        Round one = new Round(1, "", true, List.of(Pairing.of(1, 1, 3, GameResult.FIRST_WINS), Pairing.of(2, 4, 2, GameResult.DRAW)),
                List.of(new Bye(5, ByeKind.PAIRING_ALLOCATED)));
        Round two = new Round(2, "", true, List.of(Pairing.of(1, 2, 1, GameResult.NOT_YET_PLAYED),
                Pairing.of(2, 3, 5, GameResult.NOT_YET_PLAYED)), List.of(new Bye(4, ByeKind.PAIRING_ALLOCATED)));
        return save("open.tournament", Tournament.of(TournamentInfo.of("Giải cờ Vua mở rộng", GameKind.CHESS,
                CompetitionSystem.SWISS_DUTCH, 5), players, List.of(one, two)));
    }

    /** A xiangqi event of four players, round 1 paired on 26/11/2026: 1 Lại Lý Huynh (Red) - 2 Nguyễn Thành Bảo, 3-4. */
    private Path xiangqi() {
        List<Player> players = List.of(player(1, "Lại Lý Huynh", "", 0), player(2, "Nguyễn Thành Bảo", "", 0),
                player(3, "Trềnh A Sáng", "", 0), player(4, "Vũ Hữu Cường", "", 0));
        Round one = new Round(1, "2026/11/26", false, List.of(Pairing.of(1, 1, 2, GameResult.NOT_YET_PLAYED),
                Pairing.of(2, 3, 4, GameResult.NOT_YET_PLAYED)), List.of());
        return save("tuong.tournament", Tournament.of(TournamentInfo.of("Giải cờ Tướng", GameKind.XIANGQI,
                CompetitionSystem.SWISS_BY_LOT, 3), players, List.of(one)));
    }

    private Path save(String name, Tournament t) {
        Path file = dir.resolve(name);
        assertTrue(TournamentFile.save(file, t).isOk());
        return file;
    }

    /** Runs {@code arbiter print KIND FILE -o page.html} with the extra arguments and reads the page back. */
    private Document print(String kind, Path file, String... more) throws IOException {
        Path page = dir.resolve(kind + "-" + String.join("", more).replace("-", "") + ".html");
        Files.deleteIfExists(page);
        String[] args = new String[4 + more.length + 2];
        System.arraycopy(new String[] {"print", kind, file.toString(), "-o"}, 0, args, 0, 4);
        args[4] = page.toString();
        args[5] = "--force";
        System.arraycopy(more, 0, args, 6, more.length);
        assertEquals(ExitStatus.OK, run(args), stderr());
        Document d = Jsoup.parse(Files.readString(page, StandardCharsets.UTF_8));
        String css = d.select("style").html();
        assertTrue(css.contains("@page{size:A4"), css);
        return d;
    }

    /** The text of each cell of a row, empty cells included (jsoup's eachText leaves them out). */
    private static List<String> cells(Element row) {
        return row.select("td,th").stream().map(PrintCommandTest::plain).toList();
    }

    /** The text of an element as read: non-breaking spaces as spaces, runs of spaces as one. */
    private static String plain(Element e) {
        return e.text().replace('\u00a0', ' ').replaceAll("\\s+", " ").strip();
    }

    @Test
    void thePairingListByBoardShowsBoardOneWithItsColoursInBothLanguages() throws IOException {
        Path file = chess();
        Document en = print("pairings", file);
        assertEquals("en", en.selectFirst("html").attr("lang"));
        assertTrue(en.title().contains("Pairings, round 2"), en.title());
        Elements rows = en.select("table").first().select("tr");
        assertEquals(List.of("Board", "No.", "White", "Points", "Result", "Points", "Black", "No."), cells(rows.get(0)));
        assertEquals(List.of("1", "2", "Trần Thị Bình", "½", "", "1", "Nguyễn Văn An", "1"), cells(rows.get(1)));
        assertEquals(List.of("2", "3", "Lê Văn Cường", "0", "", "1", "Hoàng Văn Em", "5"), cells(rows.get(2)));
        assertEquals(List.of("4", "Phạm Minh Đức", "pairing-allocated bye"), cells(en.select("table").get(1).selectFirst("tr")));

        Document vi = print("pairings", file, "--lang", "vi", "--round", "1");
        assertTrue(vi.title().contains("Danh sách cặp đấu vòng 1"), vi.title());
        Elements viRows = vi.select("table").first().select("tr");
        assertEquals(List.of("Bàn", "Số TT", "Trắng", "Điểm", "Kết quả", "Điểm", "Đen", "Số TT"), cells(viRows.get(0)));
        assertEquals(List.of("1", "1", "Nguyễn Văn An", "0", "1-0", "0", "Lê Văn Cường", "3"), cells(viRows.get(1)));
    }

    @Test
    void theAlphabeticalListGivesEveryPlayerHisBoardAndColour() throws IOException {
        Document vi = print("pairings-alpha", chess(), "--lang", "vi");
        List<List<String>> rows = vi.select("tr").stream().skip(1).map(PrintCommandTest::cells).toList();
        assertEquals(List.of("Hoàng Văn Em", "Lê Văn Cường", "Nguyễn Văn An", "Phạm Minh Đức", "Trần Thị Bình"),
                rows.stream().map(r -> r.get(0)).toList(), "Vietnamese collation");
        assertEquals(List.of("Nguyễn Văn An", "1", "1", "Đen", "Trần Thị Bình", "2"), rows.get(2));
        assertEquals(List.of("Trần Thị Bình", "2", "1", "Trắng", "Nguyễn Văn An", "1"), rows.get(4));
        assertEquals("nghỉ do bốc thăm (được điểm)", rows.get(3).get(4));
        Document en = print("pairings-alpha", chess());
        assertEquals(List.of("Name", "No.", "Board", "Colour", "Opponent", "No."), cells(en.selectFirst("tr")));
        assertTrue(en.select("td").eachText().contains("Black"));
    }

    @Test
    void resultSlipsAreOnePerBoardAndNeverSplit() throws IOException {
        Document en = print("slips", chess());
        Elements slips = en.select("div.slip.keep");
        assertEquals(2, slips.size());
        assertEquals(List.of("White", "Black"), slips.get(0).select("th").eachText());
        assertEquals(List.of("2. Trần Thị Bình", "1. Nguyễn Văn An"), slips.get(0).select("td").eachText());
        assertTrue(plain(slips.get(0)).contains("White's signature"), slips.get(0).text());
        assertTrue(en.select("style").html().contains(".keep{break-inside:avoid"));
        Document vi = print("slips", chess(), "--lang", "vi");
        assertTrue(plain(vi.select("div.slip").get(1)).contains("Bàn 2"), vi.text());
        assertTrue(plain(vi.select("div.slip").get(0)).contains("Trắng ký"), vi.text());
    }

    @Test
    void theXiangqiScoresheetFollowsTheFormOfAppendix4OneBoardAPage() throws IOException {
        Document vi = print("scoresheets", xiangqi(), "--lang", "vi");
        Elements pages = vi.select("div.page");
        assertEquals(2, pages.size(), "one page per board");
        assertTrue(vi.select("style").html().contains(".page{break-after:page;page-break-after:always}"));
        Element board1 = pages.get(0);
        assertEquals("Biên bản thi đấu", board1.selectFirst("h1").text());
        String text = plain(board1);
        for (String field : List.of("Tên giải: Giải cờ Tướng", "Vòng: 1", "Bàn: 1", "Ngày: 26/11/2026", "Trắng: Lại Lý Huynh Số: 1",
                "Đen: Nguyễn Thành Bảo Số: 2", "Trọng tài:", "Tỷ số ván đấu: Trắng:", "Phán quyết của Trọng tài:", "Trắng ký", "Trọng tài ký",
                "Đen ký")) {
            assertTrue(text.contains(field), field + " in " + text);
        }
        Element moves = board1.selectFirst("table.moves");
        assertEquals(List.of("TT", "Trắng", "Đen", "TT", "Trắng", "Đen"), moves.select("th").eachText(),
                "a written record names the red pieces Trắng (Luật cờ Tướng 2004 Điều 2.2, Phụ lục 4)");
        assertEquals(31, moves.select("tr").size(), "moves 1-30 beside 31-60");
        assertEquals(List.of("30", "", "", "60", "", ""), cells(moves.select("tr").last()));
        assertTrue(plain(pages.get(1)).contains("Trắng: Trềnh A Sáng Số: 3"));

        Document en = print("scoresheets", xiangqi());
        assertEquals(List.of("No.", "Red", "Black", "No.", "Red", "Black"), en.selectFirst("table.moves tr").select("th").eachText());
        Document pairings = print("pairings", xiangqi(), "--lang", "vi");
        assertEquals(List.of("Bàn", "Số TT", "Đỏ", "Điểm", "Kết quả", "Điểm", "Đen", "Số TT"), cells(pairings.selectFirst("tr")));
        assertEquals(List.of("1", "1", "Lại Lý Huynh", "0", "", "0", "Nguyễn Thành Bảo", "2"), cells(pairings.select("tr").get(1)));
    }

    @Test
    void theChessScoresheetHasWhiteAndBlackAndSixtyMoves() throws IOException {
        Document vi = print("scoresheets", chess(), "--lang", "vi", "--round", "2");
        Element board1 = vi.selectFirst("div.page");
        assertEquals("Biên bản ván đấu", board1.selectFirst("h1").text());
        assertTrue(plain(board1).contains("Trắng: Trần Thị Bình Số: 2"), board1.text());
        assertTrue(plain(board1).contains("Đen: Nguyễn Văn An Số: 1"), board1.text());
        assertTrue(plain(board1).contains("Ngày ..... tháng ..... năm ....."), "a round without a date leaves it to be written");
        assertEquals(List.of("TT", "Trắng", "Đen", "TT", "Trắng", "Đen"), board1.select("table.moves th").eachText());
        Document en = print("scoresheets", chess());
        assertTrue(plain(en.selectFirst("div.page")).contains("White: Trần Thị Bình No.: 2"), en.text());
        assertTrue(plain(en.selectFirst("div.page")).contains("Arbiter's signature"), en.text());
    }

    @Test
    void theStandingsAfterARoundSayTitleAndRound() throws IOException {
        Path file = chess();
        Document en = print("standings", file, "--round", "1");
        assertTrue(en.selectFirst("h1").text().endsWith("Standings after round 1"), en.selectFirst("h1").text());
        List<String> header = cells(en.selectFirst("tr"));
        assertEquals(List.of("Rank", "No.", "Name", "Title", "Rating", "Points"), header.subList(0, 6));
        List<String> an = en.select("tr").stream().map(PrintCommandTest::cells).filter(r -> r.contains("Nguyễn Văn An")).findFirst().orElseThrow();
        assertEquals(List.of("1", "Nguyễn Văn An", "FM", "2400", "1"), an.subList(1, 6));
        Document vi = print("standings", file, "--lang", "vi");
        assertTrue(vi.selectFirst("h1").text().endsWith("Bảng xếp hạng sau vòng 1"), vi.selectFirst("h1").text());
        assertEquals("Danh hiệu", cells(vi.selectFirst("tr")).get(3));
        Document cross = print("crosstable", file, "--round", "1", "--lang", "vi");
        assertTrue(cross.title().contains("Bảng điểm"), cross.title());
        assertEquals(6, cross.select("tr").size(), "a row per player under the header");
    }

    @Test
    void theTrackingCardsAreOnePerPlayerWithTheFieldsOfArticle14_1() throws IOException {
        Document vi = print("cards", chess(), "--lang", "vi", "--round", "1");
        Elements pages = vi.select("div.page");
        assertEquals(5, pages.size());
        Element first = pages.get(0);
        assertTrue(plain(first).contains("Tên đấu thủ: Nguyễn Văn An"), first.text());
        assertEquals(List.of("Vòng", "Tên đối phương", "Cấp", "Số TT", "Màu quân", "Kết quả", "Nhóm", "Tổng số điểm", "Ghi chú"),
                first.select("th").eachText());
        assertEquals(List.of("1", "Lê Văn Cường", "", "3", "Trắng", "1", "-", "1", ""), cells(first.select("tr").get(1)));
        Document en = print("cards", xiangqi());
        assertEquals(4, en.select("div.page").size());
    }

    @Test
    void thePlayerListsAndTheCheckInSheet() throws IOException {
        Path file = chess();
        Document rating = print("players-rating", file);
        assertEquals(List.of("2400", "2350", "2300", "2250", "2200"),
                rating.select("tr").stream().skip(1).map(r -> cells(r).get(4)).toList());
        Document alpha = print("players-alpha", file, "--lang", "vi");
        assertEquals("Hoàng Văn Em", cells(alpha.select("tr").get(1)).get(2));
        assertTrue(alpha.title().contains("theo vần A, B, C"), alpha.title());
        Document numbers = print("players", file);
        assertEquals(List.of("1", "2", "3", "4", "5"), numbers.select("tr").stream().skip(1).map(r -> cells(r).get(1)).toList());
        Document checkIn = print("check-in", file, "--lang", "vi");
        assertEquals(List.of("Số TT", "Họ tên", "Đơn vị", "Elo", "Chữ ký"), cells(checkIn.selectFirst("tr")));
        assertEquals(List.of("5", "Hoàng Văn Em", "Club 5", "2200", ""), cells(checkIn.select("tr").get(1)));
        assertTrue(print("check-in", file).title().contains("Check-in sheet"));
    }

    @Test
    void teamStandingsOnlyForATeamEvent() throws IOException {
        Path file = chess();
        Path page = dir.resolve("teams.html");
        assertEquals(ExitStatus.PROBLEMS, run("print", "team-standings", file.toString(), "-o", page.toString()));
        assertTrue(stderr().contains("error: Team standings: the tournament has no teams"), stderr());
        assertFalse(Files.exists(page));

        List<Player> players = List.of(player(1, "A1", "", 2300), player(2, "A2", "", 2200), player(3, "B1", "", 2250),
                player(4, "B2", "", 2150));
        Round one = new Round(1, "", true, List.of(Pairing.of(1, 1, 3, GameResult.FIRST_WINS), Pairing.of(2, 4, 2, GameResult.DRAW)),
                List.of());
        TournamentInfo info = new TournamentInfo("Đồng đội", GameKind.CHESS, "", true, CompetitionSystem.ROUND_ROBIN, Map.of(), 1,
                "", "", "", "", "", "");
        Path teams = save("teams.tournament", Tournament.of(info, players, List.of(one))
                .withTeams(List.of(new Team(1, "Hà Nội", List.of(1, 2), 2), new Team(2, "Đà Nẵng", List.of(3, 4), 2))));
        Document vi = print("team-standings", teams, "--lang", "vi");
        assertTrue(vi.selectFirst("h1").text().endsWith("Bảng xếp hạng đồng đội sau vòng 1"), vi.selectFirst("h1").text());
        assertEquals("Hà Nội", cells(vi.select("tr").get(1)).get(2));
    }

    @Test
    void aRoundNotPairedIsAProblemAndNothingIsWritten() {
        Path file = chess();
        Path page = dir.resolve("r3.html");
        assertEquals(ExitStatus.PROBLEMS, run("print", "pairings", file.toString(), "--round", "3", "-o", page.toString()));
        assertEquals(file + ": rounds[number=3]: error: Round 3 is not paired: there is nothing to print", stderr().strip());
        assertFalse(Files.exists(page));
        assertEquals(ExitStatus.PROBLEMS, run("print", "standings", file.toString(), "--round", "9", "-o", page.toString()));
        assertTrue(stderr().contains("There is no round 9: the tournament has rounds 1 to 5"), stderr());
        assertEquals(ExitStatus.USAGE, run("print", "menus", file.toString(), "-o", page.toString()));
        assertEquals(ExitStatus.USAGE, run("print", "pairings", file.toString()), "-o is required");
    }

    @Test
    void thePageIsNeverWrittenOverTheTournamentNorOverAFileUnlessForced() throws IOException {
        Path file = chess();
        byte[] tournament = Files.readAllBytes(file);
        assertEquals(ExitStatus.PROBLEMS, run("print", "pairings", file.toString(), "-o", file.toString(), "--force"));
        assertArrayEquals(tournament, Files.readAllBytes(file));
        Path page = dir.resolve("pairings.html");
        Files.writeString(page, "keep me");
        assertEquals(ExitStatus.PROBLEMS, run("print", "pairings", file.toString(), "-o", page.toString()));
        assertTrue(stderr().contains("exists: nothing was written (--force writes over it)"), stderr());
        assertEquals("keep me", Files.readString(page));
        assertEquals(ExitStatus.OK, run("print", "pairings", file.toString(), "-o", page.toString(), "--force"), stderr());
        assertTrue(Files.readString(page).startsWith("<!DOCTYPE html>"));
        Path text = dir.resolve("pairings.txt");
        assertEquals(ExitStatus.PROBLEMS, run("print", "pairings", file.toString(), "-o", text.toString()));
        assertTrue(stderr().contains("a printed document is written as a *.html page"), stderr());
        assertFalse(Files.exists(text));
    }
}
