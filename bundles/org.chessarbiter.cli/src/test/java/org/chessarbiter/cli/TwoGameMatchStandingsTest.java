package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Luật cờ Tướng 2004 Điều 21.2: an event of two-game matches (the regulations' {@code games_per_match 2}; the file
 * records each game in its own round) ranks by match points, then game points, in {@code arbiter standings} and in
 * the standings the project build derives; after an odd round the match under way is not counted.
 */
class TwoGameMatchStandingsTest extends CommandLineHarness {

    private static final Pattern ROW = Pattern.compile("^\\s*(\\d+)\\s+(\\d+)\\s+Player \\d+\\s+([\\d.]+)\\s+([\\d.]+)");

    /** Four players, three matches of two games: the odd game won by White, the even game drawn. */
    private static String played(Path dir, CommandLineHarness cli) throws IOException {
        Path file = dir.resolve("tuong.trf");
        Files.writeString(file, TrfFiles.field(4, 6));
        Files.writeString(dir.resolve("dieu-le.dieule"),
                "regulations tuong \"Giải cờ Tướng\"\ngame chess\nsystem ROUND_ROBIN\nrounds 6\ngames_per_match 2\n");
        for (int r = 1; r <= 6; r++) {
            String text = cli.pairInPlace(file);
            Files.writeString(file, TrfFiles.played(text, r, r % 2 == 1 ? '1' : '='));
        }
        return Files.readString(file);
    }

    /** start number → (match points, game points) expected after {@code matches} matches. */
    private static Map<Integer, String> expected(String trf, int matches) {
        Map<Integer, String> out = new TreeMap<>();
        int[] won = new int[5];
        for (int m = 1; m <= matches; m++) {
            for (String b : TrfFiles.boards(trf, 2 * m - 1)) {
                won[Integer.parseInt(b.split("-")[0])]++;
            }
        }
        for (int p = 1; p <= 4; p++) {
            // a won match 1 + ½ game points, a lost one 0 + ½
            out.put(p, plain(String.valueOf(won[p])) + " " + plain(String.valueOf(1.5 * won[p] + 0.5 * (matches - won[p]))));
        }
        return out;
    }

    /** A number as the table may print it ("2", "2.00") in one form ("2"). */
    private static String plain(String number) {
        return new java.math.BigDecimal(number).stripTrailingZeros().toPlainString();
    }

    private static Map<Integer, String> rows(String table) {
        Map<Integer, String> out = new TreeMap<>();
        for (String line : table.split("\n")) {
            Matcher m = ROW.matcher(line);
            if (m.find()) {
                out.put(Integer.parseInt(m.group(2)), plain(m.group(3)) + " " + plain(m.group(4)));
            }
        }
        return out;
    }

    @Test
    void theStandingsRankByMatchPointsThenGamePoints(@TempDir Path dir) throws IOException {
        String trf = played(dir, this);
        Path file = dir.resolve("tuong.trf");
        assertEquals(0, run("standings", file.toString()), stderr());
        assertTrue(stdout().lines().findFirst().orElseThrow().contains("GP"), stdout());
        assertEquals(expected(trf, 3), rows(stdout()), stdout());
        assertEquals(0, run("standings", file.toString(), "--round", "5"), stderr());
        assertEquals(expected(trf, 2), rows(stdout()), "after round 5 the third match is not counted yet\n" + stdout());
    }

    @Test
    void theProjectBuildDerivesTheSameStandings(@TempDir Path dir) throws IOException {
        String trf = played(dir, this);
        run("build", dir.toString());
        assertEquals(expected(trf, 3), rows(Files.readString(dir.resolve("derived/standings.txt"))), stdout() + stderr());
    }
}
