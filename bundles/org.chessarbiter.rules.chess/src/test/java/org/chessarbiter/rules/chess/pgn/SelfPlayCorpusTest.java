package org.chessarbiter.rules.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.StandardTermination;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * The committed corpus of Debian stockfish self-play games (tools/chess/selfplay.mjs: moves by
 * stockfish, game state, SAN and end of game by chess.js 1.4.0) replays with zero problems, and the
 * way chess.js ended each game agrees with this engine's verdict on the final position.
 */
class SelfPlayCorpusTest {
    static final String FIXTURE = "/org/chessarbiter/rules/chess/pgn/selfplay-stockfish-40.pgn";

    private static Reader fixture() {
        return new InputStreamReader(SelfPlayCorpusTest.class.getResourceAsStream(FIXTURE), StandardCharsets.UTF_8);
    }

    @Test
    void everyGameValidatesWithZeroProblemsAndItsResultMatchesTheFinalPosition() throws IOException {
        List<GameReport> reports = new ArrayList<>();
        try (Reader r = fixture()) {
            assertEquals(40, PgnReader.readAll(r, new GameReplayer(ChessRules.fide2018(), reports::add)));
        }
        for (GameReport g : reports) {
            String id = "round " + g.tags().get("Round");
            assertTrue(g.problems().isEmpty(), id + " " + g.problems());
            ChessPosition last = g.finalPosition();
            switch (g.result()) {
                case "1-0", "0-1" -> {
                    assertTrue(last.isCheckmate(), id);
                    assertEquals(StandardTermination.CHECKMATE, g.outcome().orElseThrow().termination());
                }
                case "1/2-1/2" -> assertTrue(g.outcome().isPresent() || !claims(g).isEmpty(), id);
                default -> assertTrue(g.outcome().isEmpty(), id);
            }
        }
    }

    /** Replays the main line again to ask for claims (threefold, fifty moves) at its end. */
    private static List<Outcome> claims(GameReport g) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (Reader r = fixture()) {
            PgnReader.readAll(r, new PgnGameCollector(games::add));
        }
        PgnGame game = games.stream().filter(x -> x.tags().get("Round").equals(g.tags().get("Round"))).findFirst().orElseThrow();
        History<ChessPosition, ChessMove> h = History.of(ChessPosition.initial());
        for (PgnNode n : game.mainline()) {
            h = h.play(San.pgn().parse(h.current(), n.san()).value());
        }
        return ChessRules.fide2018().claimableOutcomes(h);
    }
}
