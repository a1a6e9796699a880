package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games the launcher's training run validates ({@link TrainingGames}, {@link ValidateTraining}): games of
 * every kind that the checks find nothing wrong in (legal moves, results that agree with the final position,
 * clock readings within the time control), a reading after every move, the same games for the same seed,
 * and a run that leaves nothing behind.
 */
class ValidateTrainingTest extends CommandLineHarness {

    @TempDir
    Path dir;

    private static String games(GameKind<?, ?> kind, int games, long seed) throws IOException {
        StringBuilder text = new StringBuilder();
        TrainingGames.write(kind, games, seed, text);
        return text.toString();
    }

    @Test
    void everyKindsGamesPassEveryCheck() throws IOException {
        for (GameKind<?, ?> kind : ScoresheetChecker.GAMES.all()) {
            Path file = dir.resolve(kind.id() + ".pgn");
            String text = games(kind, 60, 7);
            Files.writeString(file, text, StandardCharsets.UTF_8);
            for (String streamAbove : new String[] {"0", "1000000000"}) { // read game by game and whole
                assertEquals(0, run("validate", "--stream-above", streamAbove, file.toString()), stderr());
                assertEquals("", stdout(), kind.id());
                assertEquals("Checked 1 file (60 games): no errors, no warnings.\n", stderr(), kind.id());
            }
            assertEquals(60, count(text, Pattern.compile("(?m)^\\[Event ")), kind.id());
            // a clock reading after every move: as many readings as moves
            int readings = count(text, Pattern.compile("\\{\\[%clk\\s\\d+:\\d\\d:\\d\\d\\]\\}"));
            int moves = 0;
            for (String game : text.split("(?m)^\\[Event ")) {
                String movetext = game.replaceFirst("(?s)^.*?\\n\\n", "").replaceAll("\\{[^}]*\\}", " ");
                moves += (int) Stream.of(movetext.trim().split("\\s+"))
                        .filter(w -> !w.isEmpty() && !w.matches("\\d+\\.|1-0|0-1|1/2-1/2|\\*")).count();
            }
            assertTrue(moves > 60 * 30, kind.id() + ": " + moves + " moves");
            assertEquals(moves, readings, kind.id());
            assertTrue(text.lines().allMatch(l -> l.length() <= 79), kind.id());
        }
    }

    @Test
    void theSameSeedWritesTheSameGames() throws IOException {
        for (GameKind<?, ?> kind : ScoresheetChecker.GAMES.all()) {
            assertEquals(games(kind, 5, 1), games(kind, 5, 1), kind.id());
            assertNotEquals(games(kind, 5, 1), games(kind, 5, 2), kind.id());
        }
    }

    @Test
    void theRunLeavesNothingBehind() throws IOException {
        assertEquals(0, ValidateTraining.run(dir, 20, 5));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count());
        }
        assertEquals(3, ValidateTraining.run(dir.resolve("missing"), 20, 5), "a folder that is not there");
    }

    private static int count(String text, Pattern pattern) {
        Matcher m = pattern.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
