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
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.PairingChecker;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every round of tournaments generated and paired by the reference engine (bbpPairings, FIDE
 * Dutch 2026 rules; see tools/dutch-reference) is re-paired by {@link DutchSystem} and must give
 * the same boards, colours and pairing-allocated bye. The second reference (Gacrux) agrees with
 * every recorded round of these files (tools/dutch-reference/check_gacrux.sh). The default run
 * replays the tournaments of up to {@value #QUICK_PLAYERS} players; {@code -Darbiter.fullTests=true}
 * replays all of them.
 */
class DutchReferenceComparisonTest {

    static final String DIR = "org/chessarbiter/pairing/dutch/reference";
    static final int QUICK_PLAYERS = 16;

    /** Files are named gen-SEED-pPLAYERS-rROUNDS.trf. */
    static boolean selected(String name) {
        if (Boolean.getBoolean("arbiter.fullTests")) {
            return true;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("-p(\\d+)-").matcher(name);
        return m.find() && Integer.parseInt(m.group(1)) <= QUICK_PLAYERS;
    }

    static Stream<String> tournaments() throws IOException, URISyntaxException {
        URL url = DutchReferenceComparisonTest.class.getClassLoader().getResource(DIR);
        assertTrue(url != null, DIR);
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".trf"))
                    .filter(DutchReferenceComparisonTest::selected).sorted().toList().stream();
        }
    }

    static MiniTrf load(String name) throws IOException {
        try (InputStream in = DutchReferenceComparisonTest.class.getClassLoader().getResourceAsStream(DIR + "/" + name)) {
            return new MiniTrf(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @ParameterizedTest
    @MethodSource("tournaments")
    void everyRoundIsPairedAsTheReferenceDid(String name) throws IOException {
        CheckReport report = new PairingChecker(new DutchSystem()).check(load(name).record());
        assertTrue(report.allAgree(), () -> name + ": " + report.differences().stream()
                .map(d -> d.text(Locale.ENGLISH)).collect(Collectors.joining("; ")));
        assertEquals(report.rounds(), report.agreeing());
    }
}
