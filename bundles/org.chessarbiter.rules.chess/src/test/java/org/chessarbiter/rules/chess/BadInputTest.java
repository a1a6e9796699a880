package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.SplittableRandom;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.pgn.GameReplayer;
import org.chessarbiter.rules.chess.pgn.PgnReplayTest;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.chess.san.Uci;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/** Bad input never crashes: seeded mutations of valid FEN, SAN and PGN text go through the public parse APIs. */
class BadInputTest {
    private static final String ALPHABET = "pnbrqkPNBRQK12345678/ -wbKQkqabcdefghx:=+#!?()[]{};$%\"0Oe.\n\t♔♘Кр";

    private static String mutate(String s, SplittableRandom rnd) {
        StringBuilder sb = new StringBuilder(s);
        int edits = 1 + rnd.nextInt(4);
        for (int i = 0; i < edits; i++) {
            int at = sb.isEmpty() ? 0 : rnd.nextInt(sb.length());
            switch (rnd.nextInt(3)) {
                case 0 -> sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                case 1 -> {
                    if (!sb.isEmpty()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (!sb.isEmpty()) {
                        sb.setCharAt(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                    }
                }
            }
        }
        return sb.toString();
    }

    @Test
    void mutatedFensNeverThrow() {
        SplittableRandom rnd = new SplittableRandom(1);
        String[] seeds = {Fen.INITIAL, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "8/8/8/3pP3/8/8/8/k6K w - d6 0 1"};
        int ok = 0;
        for (int i = 0; i < 20_000; i++) {
            String fen = mutate(seeds[i % seeds.length], rnd);
            ParseResult<ChessPosition> r = assertDoesNotThrow(() -> Fen.parse(fen), fen);
            assertTrue(r.isOk() || r.error().isPresent(), fen);
            if (r.isOk()) {
                ok++;
                assertDoesNotThrow(() -> r.value().perft(2), fen);
            }
        }
        assertTrue(ok > 100, "some mutations stay valid: " + ok);
    }

    @Test
    void mutatedMovesNeverThrow() {
        SplittableRandom rnd = new SplittableRandom(2);
        ChessPosition p = Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").value();
        String[] seeds = {"Nxe5", "O-O-O", "exd6 e.p.", "b8=Q+", "Qxf7#", "e2e4", "Kрd2"};
        for (int i = 0; i < 20_000; i++) {
            String san = mutate(seeds[i % seeds.length], rnd);
            assertDoesNotThrow(() -> San.pgn().parse(p, san), san);
            assertDoesNotThrow(() -> Uci.standard().parse(p, san), san);
        }
    }

    @Test
    void mutatedPgnNeverThrows() {
        SplittableRandom rnd = new SplittableRandom(3);
        String seed = PgnReplayTest.RICH;
        for (int i = 0; i < 2_000; i++) {
            String pgn = mutate(mutate(seed, rnd), rnd);
            assertDoesNotThrow(() -> PgnReader.readAll(new StringReader(pgn), new GameReplayer(ChessRules.fide2018(), g -> {
            })), pgn);
        }
    }
}
