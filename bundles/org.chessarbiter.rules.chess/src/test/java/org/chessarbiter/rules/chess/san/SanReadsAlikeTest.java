package org.chessarbiter.rules.chess.san;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

/**
 * {@link San#readsAlikeAs}: the texts every language's SAN reads alike (pawn moves without promotion) share a
 * key, and they are read alike indeed, in positions where they are legal, illegal or unreadable; a text with a
 * piece letter, a promotion or castling has none.
 */
class SanReadsAlikeTest {
    private static final List<San> ALL = PieceLetters.ALL.stream().map(l -> San.of(SanStyle.scoresheet(l))).toList();

    private static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");

    @Test
    void pawnMovesShareAKeyAndPieceMovesHaveNone() {
        for (String text : List.of("e4", "exd5", "exd5+", "exd6#", "a3", "hxg8")) {
            Object key = San.pgn().readsAlikeAs(text);
            assertNotNull(key, text);
            for (San san : ALL) {
                assertEquals(key, san.readsAlikeAs(text), san.id() + " " + text);
            }
        }
        for (String text : List.of("Nf3", "b8=Q", "b8Q", "O-O", "0-0-0", "e2-e4", "e:d5", "Mf3", "e.p.", "exd6e.p.", "d", "")) {
            for (San san : ALL) {
                assertNull(san.readsAlikeAs(text), san.id() + " " + text);
            }
        }
    }

    @Test
    void whatSharesAKeyIsReadAlike() {
        for (String fen : POSITIONS) {
            ChessPosition p = Fen.parse(fen).value();
            List<String> texts = new ArrayList<>(List.of("e4", "e3", "e5", "exd5", "exd6", "exd6+", "d4", "a3", "b8",
                    "h5", "bxa8", "e45", "ab1"));
            for (String text : texts) {
                if (San.pgn().readsAlikeAs(text) == null) {
                    continue;
                }
                String expected = read(San.pgn(), p, text);
                for (San san : ALL) {
                    assertEquals(expected, read(san, p, text), san.id() + " " + text + " in " + fen);
                }
            }
        }
    }

    private static String read(San san, ChessPosition p, String text) {
        ParseResult<ChessMove> r = san.parse(p, text);
        List<String> problems = r.problems().stream().map(SanReadsAlikeTest::describe).toList();
        return r.value() + " " + problems;
    }

    private static String describe(Problem p) {
        return p.kind() + " " + p.severity() + " " + p.message().format(Locale.ROOT) + " " + p.location() + " "
                + p.candidates();
    }
}
