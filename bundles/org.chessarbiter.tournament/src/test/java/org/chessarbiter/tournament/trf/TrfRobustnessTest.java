package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.chessarbiter.rules.Problem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bad input never crashes and never loses text: a TRF file damaged at random (characters replaced,
 * inserted, deleted; lines cut) is read without an exception, every problem has a line and column
 * inside the file, the exact writer gives the damaged text back, and mapping to a tournament
 * does not throw either.
 */
class TrfRobustnessTest {

    @ParameterizedTest
    @ValueSource(strings = {"bbp/halfbyes-50x9.trf", "edge/vietnamese-trf26.trf"})
    void randomlyDamagedFilesAreReadWithoutLoss(String file) throws IOException {
        String original = new String(TrfRoundTripTest.resource(file), StandardCharsets.UTF_8);
        String alphabet = "0123456789 wb-+=1HUFZDLWxé\r\n.ễ\u0301/½,";
        SplittableRandom rnd = new SplittableRandom(5);
        int withProblems = 0;
        for (int k = 0; k < 300; k++) {
            StringBuilder b = new StringBuilder(original);
            int edits = 1 + rnd.nextInt(8);
            for (int e = 0; e < edits; e++) {
                int at = rnd.nextInt(b.length());
                switch (rnd.nextInt(3)) {
                    case 0 -> b.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                    case 1 -> b.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                    default -> b.deleteCharAt(at);
                }
            }
            String damaged = b.toString();
            var r = TrfReader.read(damaged);
            TrfDocument doc = r.toOptional().orElseThrow();
            assertEquals(damaged, TrfWriter.toString(doc, TrfWriter.Options.EXACT));
            int lines = doc.lines().size();
            for (Problem p : r.problems()) {
                assertTrue(p.location().line() >= 1 && p.location().line() <= lines && p.location().column() >= 1, p::toString);
            }
            TrfTournamentMapper.toTournament(doc);
            withProblems += r.problems().isEmpty() ? 0 : 1;
        }
        assertTrue(withProblems > 60, "many damaged files are reported: " + withProblems);
    }
}
