package org.chessarbiter.tournament.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FIDE's rating lists as downloaded (samples in the documented layouts: {@code players_list_foa.txt},
 * {@code players_list_xml_foa.xml}), read streamed, and the players of a tournament brought up to date.
 */
class FideListTest {

    @TempDir
    Path dir;

    /** A sample list of this package's test resources, as a file. */
    private Path sample(String name) throws IOException {
        Path f = dir.resolve(name);
        try (java.io.InputStream in = FideListTest.class.getResourceAsStream(name)) {
            Files.copy(in, f);
        }
        return f;
    }

    private static final FideListEntry MAI = new FideListEntry(12400029, "Tran, Thi Mai", "VIE", "w", "WGM", 2310, 2001);
    private static final FideListEntry SCHMIDT = new FideListEntry(4100018, "Schmidt, Peter", "GER", "m", "GM", 2561, 1979);

    private static List<FideListEntry> read(Path file) {
        List<FideListEntry> out = new ArrayList<>();
        ParseResult<Integer> r = FideList.read(file, out::add, Progress.NONE);
        assertTrue(r.isOk(), r.problems().toString());
        assertEquals(out.size(), r.value());
        return out;
    }

    @Test
    void theTextAndTheXmlListsReadTheSamePlayers() throws IOException {
        List<FideListEntry> txt = read(sample("players_list_foa.txt"));
        List<FideListEntry> xml = read(sample("players_list_xml_foa.xml"));
        assertEquals(5, txt.size());
        assertEquals(txt, xml);
        assertEquals(MAI, txt.get(1));
        assertEquals(SCHMIDT, txt.get(4));
        assertEquals(new FideListEntry(12400010, "Nguyen, Anh Khoa", "VIE", "m", "IM", 2455, 1995), txt.get(0), "the standard rating, not the rapid");
    }

    @Test
    void theStandardListNamesItsRatingColumnByTheMonth() throws IOException {
        Path f = dir.resolve("standard_mar26frl.txt");
        Files.writeString(f, "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA MAR26 SGm SK B-day Flag\n"
                + "4100018        Schmidt, Peter                                               GER M   GM        FT                 2561  4   10 1979\n",
                StandardCharsets.UTF_8);
        assertEquals(List.of(SCHMIDT), read(f));
    }

    @Test
    void aFileThatIsNotAListIsAnErrorAndACancelledReadStops() throws IOException {
        Path f = dir.resolve("x.txt");
        Files.writeString(f, "Name;Elo\nA;1\n");
        ParseResult<Integer> r = FideList.read(f, e -> { }, Progress.NONE);
        assertFalse(r.isOk());
        assertTrue(r.problems().get(0).message().format(Locale.ENGLISH).startsWith("this is not a FIDE rating list"));
        Path broken = dir.resolve("broken.xml");
        Files.writeString(broken, "<playerslist><player><fideid>1</fideid></playerslist>");
        assertFalse(FideList.read(broken, e -> { }, Progress.NONE).isOk());
        AtomicInteger seen = new AtomicInteger();
        Progress stop = new Progress() {
            @Override
            public void read(long done, long total) {
                assertTrue(done <= total);
            }

            @Override
            public boolean isCancelled() {
                return seen.get() >= 2;
            }
        };
        ParseResult<Integer> cancelled = FideList.read(sample("players_list_xml_foa.xml"), e -> seen.incrementAndGet(), stop);
        assertFalse(cancelled.isOk());
        assertEquals(2, seen.get());
        assertTrue(cancelled.problems().get(0).message().format(Locale.ENGLISH).contains("cancelled"));
    }

    @Test
    void matchedPlayersTakeTheListsRatingTitleFederationAndBirthYearTheOthersAreReported() throws IOException {
        Player mai = new Player(1, "Trần Thị Mai", "w", "WIM", "", "2001/03/04", "VIE", "Hà Nội", 12400029, 2290, 2100);
        Player peter = new Player(2, "Peter Schmidt", "m", "GM", "", "", "", "", 4100018, 2500, 0);
        Player stranger = new Player(3, "Nobody", "m", "", "", "", "VIE", "", 99999999, 1500, 0);
        Player unrated = Player.of(4, "No ID", 0);
        List<Player> before = List.of(mai, peter, stranger, unrated);
        RatingUpdate update = new RatingUpdate(before);
        read(sample("players_list_foa.txt")).forEach(update);
        assertEquals(List.of(new Player(1, "Trần Thị Mai", "w", "WGM", "", "2001/03/04", "VIE", "Hà Nội", 12400029, 2310, 2100),
                new Player(2, "Peter Schmidt", "m", "GM", "", "1979", "GER", "", 4100018, 2561, 0), stranger, unrated), update.players());
        assertEquals(2, update.changes(before).size());
        assertEquals(List.of(stranger), update.unmatched());
    }
}
