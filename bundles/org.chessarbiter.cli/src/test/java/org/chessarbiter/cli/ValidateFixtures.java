package org.chessarbiter.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.workspace.standings.StandingsService;

/** Files of every kind {@code validate} checks, one that passes and one that fails of each, written into a folder. */
final class ValidateFixtures {

    /** The example workspace of the product (read, not copied). */
    static final Path EXAMPLES = Path.of("../../examples/workspace/giai-mau");

    /** The law library shipped with the product (bundle org.chessarbiter.law), whose articles the examples cite. */
    static final Path LAW_LIBRARY = Path.of("../org.chessarbiter.law/src/main/resources/org/chessarbiter/law/laws");

    static final String CHESS_OK = """
            [Event "A"]
            [White "W"]
            [Black "B"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 0-1
            """;

    /** An illegal move (2. Ke3) on line 4, column 13. */
    static final String CHESS_BAD = """
            [Event "B"]
            [Result "*"]

            1. e4 e5 2. Ke3 Nf6 *
            """;

    static final String XIANGQI_OK = """
            [Game "Chinese Chess"]
            [Event "X"]
            [Result "*"]

            1. h2e2 h9g7 2. h0g2 i9h9 *
            """;

    /** A chariot through its own pawn (2. a0a5) on line 5. */
    static final String XIANGQI_BAD = """
            [Game "Chinese Chess"]
            [Event "Y"]
            [Result "*"]

            1. h2e2 h9g7 2. a0a5 *
            """;

    private ValidateFixtures() {
    }

    /** {@code game} {@code count} times, each with its own round (games {@code bad} apart are {@link #CHESS_BAD}). */
    static String database(int count, int badEvery) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            String g = i % badEvery == 0 ? CHESS_BAD : CHESS_OK;
            s.append(g.replace("[Result", "[Round \"" + i + "\"]\n[Result")).append('\n');
        }
        return s.toString();
    }

    static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        return Files.writeString(f, text, StandardCharsets.UTF_8);
    }

    /** A tournament file of the workbench, saved from the pairing bundle's reference TRF. */
    static Path tournament(Path dir, String name) {
        Path f = dir.resolve(name);
        TournamentFile.save(f, StandingsService.load(PairCommandTest.REFERENCE).value());
        return f;
    }
}
