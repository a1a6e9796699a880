package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.ParseResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter pair}, {@code check-pairings} and {@code generate}: the FIDE Dutch engine on TRF files. */
class PairCommandTest extends CommandLineHarness {

    /** A tournament generated and paired by bbpPairings (the pairing bundle's reference data; read, not copied). */
    static final Path REFERENCE = Path.of(
            "../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/reference/gen-01001-p012-r05.trf");

    /** The file as it stood before round {@code round}: later round cells cut, points recomputed, XXR kept. */
    static String before(Path trf, int round) throws IOException {
        List<String> out = new ArrayList<>();
        int rounds = 0;
        for (String line : Files.readString(trf).split("\r\n|\r|\n")) {
            if (!line.startsWith("001")) {
                out.add(line);
                continue;
            }
            rounds = Math.max(rounds, (line.length() - 89 + 9) / 10);
            String kept = line.substring(0, Math.min(line.length(), 89 + 10 * (round - 1)));
            int tenths = 0;
            for (int at = 89; at + 10 <= kept.length(); at += 10) {
                char r = kept.charAt(at + 9);
                tenths += "1+WUF".indexOf(r) >= 0 ? 10 : "=DH".indexOf(r) >= 0 ? 5 : 0;
            }
            out.add(kept.substring(0, 80) + String.format(Locale.ROOT, "%4.1f", tenths / 10.0) + kept.substring(84));
        }
        out.add("XXR " + rounds);
        return String.join("\n", out) + "\n";
    }

    /** Round {@code round} of a file: "white-black" boards and "U:id" for the pairing-allocated bye. */
    static List<String> boards(String trf, int round) {
        ParseResult<PairingTournament> t = TrfPairingReader.read(trf);
        List<String> out = new ArrayList<>();
        t.value().record().recordedBoards(round).forEach(b -> out.add(b.white() + "-" + b.black()));
        out.add("U:" + t.value().record().recordedPairingBye(round));
        out.sort(null);
        return out;
    }

    @Test
    void pairsTheNextRoundAsTheReferenceEngineDidAndWritesIt(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("before5.trf");
        Files.writeString(in, before(REFERENCE, 5));
        Path written = dir.resolve("after.trf");
        assertEquals(0, run("pair", in.toString(), "--out", written.toString()), stderr());
        assertTrue(stdout().startsWith("Round 5: 6 boards"), stdout());
        String after = Files.readString(written);
        assertEquals(boards(Files.readString(REFERENCE), 5), boards(after, 5));
        // every line but the player lines is kept; the new round has no results yet
        assertTrue(after.startsWith("012 AutoTest Tournament 1001"), after);
        assertFalse(TrfPairingReader.read(after).value().hasResults(5));
        // a round without results may be paired again
        assertEquals(0, run("pair", written.toString(), "--round", "5"), stderr());
    }

    @Test
    void explainsInVietnamese(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("before3.trf");
        Files.writeString(in, before(REFERENCE, 3));
        assertEquals(0, run("pair", in.toString(), "--explain", "--lang", "vi"), stderr());
        assertTrue(stdout().startsWith("Vòng 3: 6 bàn"), stdout());
        assertTrue(stdout().contains("E.1") || stdout().contains("E.2") || stdout().contains("E.3"), stdout());
        assertEquals(0, run("pair", in.toString(), "--explain"));
        assertTrue(stdout().contains("Bracket of"), stdout());
    }

    @Test
    void aPublishedRoundIsNotPairedAgainAndNothingIsWritten(@TempDir Path dir) {
        Path out = dir.resolve("never.trf");
        assertEquals(1, run("pair", REFERENCE.toString(), "--round", "4", "--out", out.toString()));
        assertTrue(stderr().contains("round 4 already has results"), stderr());
        assertFalse(Files.exists(out));
    }

    @Test
    void noLegalPairingNamesTheCriterionAndWritesNothing(@TempDir Path dir) throws IOException {
        // four players, three rounds played: everyone has met everyone (C1 forbids a fourth round)
        String text = String.join("\n",
                "001    1      A                                 2400                             3.0    1     2 w 1     3 b 1     4 w 1",
                "001    2      B                                 2300                             2.0    2     1 b 0     4 w 1     3 b 1",
                "001    3      C                                 2200                             1.0    3     4 b 1     1 w 0     2 w 0",
                "001    4      D                                 2100                             0.0    4     3 w 0     2 b 0     1 b 0",
                "XXR 5") + "\n";
        Path in = dir.resolve("rr.trf");
        Files.writeString(in, text);
        Path out = dir.resolve("never.trf");
        assertEquals(1, run("pair", in.toString(), "--out", out.toString()));
        assertTrue(stderr().contains("No pairing") && stderr().contains("C1 (no rematch)"), stderr());
        assertFalse(Files.exists(out));
    }

    @Test
    void aFileWithInconsistentPointsGivesALocatedError(@TempDir Path dir) throws IOException {
        String bad = before(REFERENCE, 3).replaceFirst("(?m)^(001    2.{72})....", "$1 9.5");
        Path in = dir.resolve("bad.trf");
        Files.writeString(in, bad);
        assertEquals(1, run("pair", in.toString()));
        assertTrue(stderr().contains(in + ":3:81: player 2 is declared with 9.5 points"), stderr());
        assertEquals("", stdout());
    }

    @Test
    void checkPairingsAgreesWithTheReferenceAndReportsAChangedRound(@TempDir Path dir) throws IOException {
        assertEquals(0, run("check-pairings", REFERENCE.toString()), stderr());
        assertTrue(stdout().contains("5 of 5 rounds paired as recorded. Paired again with: FIDE (Dutch) system, C.04.3 in force from 1 February 2026"), stdout());
        // round 5, board of players 1 and 3: colours swapped in the file
        String text = Files.readString(REFERENCE).replace("     3 w 1\n", "     3 b 1\n").replace("     1 b 0\n", "     1 w 0\n");
        Path swapped = dir.resolve("swapped.trf");
        Files.writeString(swapped, text);
        assertEquals(1, run("check-pairings", swapped.toString()));
        assertTrue(stdout().contains("round 5: recorded board 3-1 (white-black) is not the engine's pairing"), stdout());
    }

    @Test
    void generatesATournamentTheReaderAcceptsAndTheCheckerConfirms(@TempDir Path dir) {
        Path out = dir.resolve("gen.trf");
        assertEquals(0, run("generate", "--players", "15", "--rounds", "6", "--seed", "7", "--forfeit-rate", "0.05",
                "--bye-rate", "0.05", out.toString()), stderr());
        assertTrue(stdout().contains("15 players, 6 rounds paired"), stdout());
        assertEquals(0, run("check-pairings", out.toString()), stdout() + stderr());
        assertTrue(stdout().contains("6 of 6 rounds"), stdout());
        assertEquals(0, run("generate", "--players", "16", "--rounds", "7", "--baku", dir.resolve("baku.trf").toString()));
        assertEquals(0, run("check-pairings", dir.resolve("baku.trf").toString()), stdout());
    }

    /**
     * A tournament paired with the 2017 edition and re-paired identically by bbpPairings v5.0.1 (the
     * pairing bundle's edition2017 data); its round 3 differs under the 2026 rules.
     */
    static final Path EDITION_2017 = Path.of(
            "../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/edition2017/e2017-17039-p011-r09.trf.gz");

    @Test
    void theEdition2017IsSelectedByYear(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("e2017.trf");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(EDITION_2017))) {
            Files.write(file, in.readAllBytes());
        }
        assertEquals(0, run("check-pairings", file.toString(), "--edition", "2017"), stdout());
        assertTrue(stdout().contains("9 of 9 rounds paired as recorded. Paired again with: FIDE (Dutch) system, C.04.3 as in force from 1 July 2017"), stdout());
        assertEquals(1, run("check-pairings", file.toString()), stdout());
        assertTrue(stdout().contains("8 of 9 rounds paired as recorded. Paired again with: FIDE (Dutch) system, C.04.3 in force from 1 February 2026"), stdout());

        Path in = dir.resolve("before3.trf");
        Files.writeString(in, before(file, 3));
        Path written = dir.resolve("after.trf");
        assertEquals(0, run("pair", in.toString(), "--edition", "2017", "--explain", "--out", written.toString()), stderr());
        assertTrue(stdout().contains("(C.04.3, 2017)"), stdout());
        assertEquals(boards(Files.readString(file), 3), boards(Files.readString(written), 3));
        assertEquals(0, run("pair", in.toString(), "--edition", "2026", "--out", written.toString()), stderr());
        assertFalse(boards(Files.readString(file), 3).equals(boards(Files.readString(written), 3)));
    }

    @Test
    void usageErrors() {
        assertEquals(CommandLine.USAGE, run("pair"));
        assertEquals(CommandLine.USAGE, run("pair", REFERENCE.toString(), "--round", "x"));
        assertEquals(CommandLine.USAGE, run("pair", REFERENCE.toString(), "--edition", "1999"));
        assertEquals(CommandLine.USAGE, run("generate", "--players", "many", "x.trf"));
        assertEquals(CommandLine.USAGE, run("check-pairings", "--bogus", REFERENCE.toString()));
        assertTrue(stderr().contains("Usage: arbiter check-pairings"), stderr());
    }
}
