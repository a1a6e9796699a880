package org.chessarbiter.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A UCI engine that misbehaves is an error with a reason, never a move played: scripted engines. */
class UciFailureTest {

    private static Path script(Path dir, String goAnswer) throws IOException {
        Path p = dir.resolve("engine.sh");
        Files.writeString(p, """
                #!/bin/sh
                while read line; do
                  case "$line" in
                    uci) echo "id name Scripted"; echo "option name Skill Level type spin default 20 min 0 max 20"; echo uciok;;
                    isready) echo readyok;;
                    go*) %s;;
                    quit) exit 0;;
                  esac
                done
                """.formatted(goAnswer));
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private static void assumeShell() {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell runs the scripted engines");
    }

    @Test
    void anIllegalBestMoveIsAnError(@TempDir Path dir) throws Exception {
        assumeShell();
        try (UciEngine<ChessPosition, ChessMove> e = UciEngine.start(script(dir, "echo 'info depth 1 score cp 5 pv e2e5'; echo 'bestmove e2e5'"),
                new ChessUciDialect())) {
            assertEquals("Scripted", e.name());
            EngineException x = assertThrows(EngineException.class,
                    () -> e.search(History.of(ChessRules.fide2018().initialPosition()), SearchLimits.depth(3)));
            assertEquals("uci.illegal", x.reason().key());
        }
    }

    @Test
    void anEngineThatDiesIsAnError(@TempDir Path dir) throws Exception {
        assumeShell();
        try (UciEngine<ChessPosition, ChessMove> e = UciEngine.start(script(dir, "exit 3"), new ChessUciDialect())) {
            EngineException x = assertThrows(EngineException.class,
                    () -> e.search(History.of(ChessRules.fide2018().initialPosition()), SearchLimits.depth(3)));
            assertEquals("uci.died", x.reason().key());
        }
    }

    @Test
    void aProgramThatCannotStartIsAnError(@TempDir Path dir) {
        EngineException x = assertThrows(EngineException.class,
                () -> UciEngine.start(dir.resolve("missing-engine"), new ChessUciDialect()));
        assertEquals("uci.start", x.reason().key());
    }
}
