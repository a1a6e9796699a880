package org.chessarbiter.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;

/**
 * The run the launcher records to make the ahead-of-time cache of {@code validate} (JEP 483 and 515: the classes
 * loaded and linked, the methods' profiles): {@code validate} of a game file of its own ({@link TrainingGames}),
 * chess and xiangqi, the way {@link PlainLaunch} serves it, printing nothing. The cache then learns the same run
 * whatever file a user first validates (a small file teaches it little), and no user's games are used.
 * <p>
 * {@code ValidateTraining FOLDER}: the file is written in {@code FOLDER} and deleted after the run. Exit status 0
 * when it ran, 3 when it could not.
 */
public final class ValidateTraining {

    /** Chess games checked: enough for the checks' methods to be compiled as in a long run. */
    static final int CHESS_GAMES = 3000;
    /** Xiangqi games checked: its rules' classes and profiles in the cache too. */
    static final int XIANGQI_GAMES = 500;

    private ValidateTraining() {
    }

    public static void main(String[] arguments) {
        System.exit(arguments.length == 1 ? run(Path.of(arguments[0]), CHESS_GAMES, XIANGQI_GAMES) : 3);
    }

    /** Validates {@code chess} and {@code xiangqi} games written in {@code folder}; returns the exit status. */
    static int run(Path folder, int chess, int xiangqi) {
        Path file = null;
        try {
            file = Files.createTempFile(folder, "validate-training", ".pgn");
            try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                for (GameKind<?, ?> kind : ScoresheetChecker.GAMES.all()) {
                    TrainingGames.write(kind, "chess".equals(kind.id()) ? chess : xiangqi, 1, out);
                }
            }
            PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
            int status = new CommandLine("", quiet, quiet, true).run("validate", "--stream-above", "0",
                    file.toString());
            return status <= 1 ? 0 : 3;
        } catch (IOException e) {
            return 3;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) { // NOPMD: a file left in the configuration folder, nothing else
                }
            }
        }
    }
}
