package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which {@code validate} command lines run without the platform ({@link PlainLaunch#served}): only a valid one
 * whose files are all game files streamed game by game, with no regulations beside them; every other one
 * is the platform's (the launcher's comparison of both launches' output is tools/check-launcher).
 */
class PlainLaunchTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void streamedGameFilesAreServed() throws IOException {
        Path chess = write("games/a.pgn", ValidateFixtures.database(40, 7));
        Path xiangqi = write("games/b.pgn", ValidateFixtures.XIANGQI_BAD);
        assertTrue(PlainLaunch.served(new String[] {"validate", "--stream-above", "0", chess.toString(), xiangqi.toString()}));
        assertTrue(PlainLaunch.served(new String[] {"validate", "--lang", "vi", "--format", "sarif", "--threads", "1",
            "--stream-above", "0", dir.resolve("games").toString()}));
    }

    @Test
    void everythingElseIsThePlatforms() throws IOException {
        Path chess = write("games/a.pgn", ValidateFixtures.CHESS_BAD);
        String pgn = chess.toString();
        assertFalse(PlainLaunch.served(new String[] {"validate", pgn}), "a small game file: the language checks it");
        assertFalse(PlainLaunch.served(new String[] {"validate", "--stream-above", "0", dir.resolve("missing.pgn").toString()}));
        assertFalse(PlainLaunch.served(new String[] {"validate", "--threads", "0", "--stream-above", "0", pgn}), "a usage error");
        assertFalse(PlainLaunch.served(new String[] {"validate", "--help"}));
        assertFalse(PlainLaunch.served(new String[] {"--version"}));
        assertFalse(PlainLaunch.served(new String[] {"standings", pgn}));
        assertFalse(PlainLaunch.served(new String[0]));
        Path trf = write("t/x.trf", "012 Giai\n");
        assertFalse(PlainLaunch.served(new String[] {"validate", "--stream-above", "0", pgn, trf.toString()}));
        write("games/giai.dieule", "giải Thử\n");
        assertFalse(PlainLaunch.served(new String[] {"validate", "--stream-above", "0", pgn}), "regulations beside the games");
    }
}
