package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;

/**
 * The reference corpus replayed by {@link DutchReferenceComparisonTest} is what issue 6 asks for:
 * at least 1,000 tournaments of 10-300 players and 5-13 rounds, with a tail of large ones, and
 * every file holds the players and rounds its name says (so that the default subset, chosen by
 * name, is what it claims to be).
 */
class DutchReferenceCorpusTest {

    static final Pattern NAME = Pattern.compile("(gen|java)-(\\d{5})-p(\\d{3})-r(\\d{2})\\.trf(\\.gz)?");
    static final int MIN_FILES = 1000;
    static final int MIN_LARGE = 60;

    static List<String> names() throws IOException, URISyntaxException {
        URL url = DutchReferenceCorpusTest.class.getClassLoader().getResource(DutchReferenceComparisonTest.DIR);
        assertTrue(url != null, DutchReferenceComparisonTest.DIR);
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void atLeastAThousandTournamentsOfTenToThreeHundredPlayersAndFiveToThirteenRounds() throws Exception {
        List<String> names = names();
        int large = 0;
        for (String name : names) {
            Matcher m = NAME.matcher(name);
            assertTrue(m.matches(), name + " is not named KIND-SEED-pPLAYERS-rROUNDS.trf[.gz]");
            int players = Integer.parseInt(m.group(3));
            int rounds = Integer.parseInt(m.group(4));
            assertTrue(players >= 10 && players <= 300, name);
            assertTrue(rounds >= 5 && rounds <= 13, name);
            large += players >= 200 ? 1 : 0;
        }
        assertTrue(names.size() >= MIN_FILES, names.size() + " tournaments");
        assertTrue(large >= MIN_LARGE, large + " tournaments of 200-300 players");
    }

    @Test
    void everyFileHoldsThePlayersAndRoundsItsNameSays() throws Exception {
        for (String name : names()) {
            Matcher m = NAME.matcher(name);
            assertTrue(m.matches(), name);
            int players = 0;
            int rounds = 0;
            for (String line : text(name).split("\r\n|\r|\n")) {
                if (line.startsWith("001")) {
                    players++;
                    String cells = line.stripTrailing();
                    rounds = Math.max(rounds, cells.length() <= 91 ? 0 : (cells.length() - 91 + 2) / 10);
                }
            }
            assertEquals(Integer.parseInt(m.group(3)), players, name + ": players");
            assertEquals(Integer.parseInt(m.group(4)), rounds, name + ": rounds");
        }
    }

    private static String text(String name) throws IOException {
        try (InputStream raw = DutchReferenceCorpusTest.class.getClassLoader()
                .getResourceAsStream(DutchReferenceComparisonTest.DIR + "/" + name);
                InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
