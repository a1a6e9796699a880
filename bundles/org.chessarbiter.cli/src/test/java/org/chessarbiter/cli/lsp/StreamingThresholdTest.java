package org.chessarbiter.cli.lsp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which game documents the language server streams: by length, by games, by the nesting of variations. */
class StreamingThresholdTest {
    private static final StreamingThreshold THREE_GAMES_DEPTH_TWO = new StreamingThreshold(3, 2);

    private static String games(int n) {
        return "[Event \"e (1\"]\n[Site \"s\"]\n\n1. e4 e5 *\n\n".repeat(n);
    }

    @Test
    void aDocumentWithMoreGamesThanTheLimitIsStreamed() {
        assertFalse(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", games(3)), "tags of one game count once; parentheses in tags do not nest");
        assertTrue(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", games(4)));
        assertTrue(THREE_GAMES_DEPTH_TWO.streamed("file:///A.BIENBAN", games(4)));
    }

    @Test
    void aDocumentNestingDeeperThanTheLimitIsStreamed() {
        assertFalse(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", "1. e4 (1. d4 (1. c4)) (1. Nf3 (1. g3)) *"));
        assertTrue(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", "1. e4 (1. d4 (1. c4 (1. b3))) *"));
        assertFalse(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", "1. e4 {(((} ; (((\n(1. d4) *"), "comments do not nest");
    }

    @Test
    void onlyGameDocumentsAreStreamed() {
        assertFalse(THREE_GAMES_DEPTH_TWO.streamed("file:///a.dieule", games(10)));
        assertTrue(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", "x".repeat((int) LargeDocuments.THRESHOLD + 1)));
        assertFalse(THREE_GAMES_DEPTH_TWO.streamed("file:///a.pgn", "x".repeat((int) LargeDocuments.THRESHOLD)));
    }
}
