package org.chessarbiter.rules.chess.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.game.CheckCost;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameIssueCodes;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/** The one game replay (rules.game) with chess as its game: what it finds, and the cost of each check. */
class ChessGameCheckTest {

    private static GameReplay<?, ?> check(String pgn, String extension) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnGames(extension, games::add, p -> {
        }));
        return GameCheck.check(GameKinds.of(ChessKind.INSTANCE), games.get(0), Optional.empty());
    }

    private static List<String> codes(List<Finding> findings) {
        return findings.stream().map(Finding::code).toList();
    }

    @Test
    void eachFindingCarriesTheCostOfItsCheck() {
        String pgn = "[TimeControl \"abc\"]\n[Result \"1-0\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Ke3 0-1";
        GameReplay<?, ?> r = check(pgn, "bienban");
        assertEquals(List.of(GameIssueCodes.BAD_TIME_CONTROL), codes(r.findings(CheckCost.FAST)));
        assertEquals(List.of(GameIssueCodes.ILLEGAL_MOVE, GameIssueCodes.RESULT_TAG_MISMATCH),
                codes(r.findings(CheckCost.NORMAL)));
        assertTrue(!r.findings(CheckCost.EXPENSIVE).isEmpty(), "the threefold repetition could be claimed");
        assertTrue(r.findings(CheckCost.EXPENSIVE).stream()
                .allMatch(f -> f.info() && f.code().equals(GameIssueCodes.CLAIMABLE_DRAW)));
        assertEquals(r.findings().size(), r.findings(CheckCost.FAST).size() + r.findings(CheckCost.NORMAL).size()
                + r.findings(CheckCost.EXPENSIVE).size());
    }

    @Test
    void aPgnFileInAnotherNotationIsAnExpensiveWarning() {
        GameReplay<?, ?> r = check("1. e4 e5 2. Mf3 Mc6 *", "pgn");
        assertEquals(List.of(GameIssueCodes.PGN_NOTATION), codes(r.findings(CheckCost.EXPENSIVE)));
        assertEquals(List.of(), r.findings(CheckCost.NORMAL));
    }

    @Test
    void aGameThatNamesAnotherVariantIsNotReplayed() {
        GameReplay<?, ?> r = check("[Variant \"xiangqi\"]\n1. e4 *", "pgn");
        assertEquals(List.of(GameIssueCodes.UNKNOWN_VARIANT), codes(r.findings()));
        assertEquals(CheckCost.FAST, r.findings().get(0).cost());
        assertEquals(List.of(), r.mainLine());
    }

    @Test
    void theFinalPositionAndTheMainLineAreThoseOfTheMovesPlayed() {
        GameReplay<?, ?> r = check("1. f3 e5 2. g4 (2. e4) Qh4# 0-1", "pgn");
        assertEquals(List.of(), r.findings());
        assertEquals(4, r.mainLine().size());
        assertEquals("0-1", r.finalOutcome().orElseThrow().score());
        assertEquals("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                ChessKind.INSTANCE.fen((org.chessarbiter.rules.chess.ChessPosition) r.finalPosition()));
    }
}
