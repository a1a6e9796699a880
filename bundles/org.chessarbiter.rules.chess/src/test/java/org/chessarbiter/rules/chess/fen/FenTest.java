package org.chessarbiter.rules.chess.fen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.CastlingNotation;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.StartPositions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    @Test
    void startPositionRoundTrips() {
        assertEquals(Fen.INITIAL, Fen.format(ChessPosition.initial()));
        assertEquals(Fen.INITIAL, Fen.format(Fen.parse(Fen.INITIAL).value()));
    }

    @Test
    void epSquareIsWrittenOnlyWhenTheCaptureIsLegal() {
        ChessPosition afterE4 = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").value();
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.format(afterE4));
        ChessPosition capturable = Fen.parse("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").value();
        assertEquals("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", Fen.format(capturable));
    }

    @Test
    void chess960CastlingFieldsInXFenAndShredder() {
        ChessPosition p = StartPositions.chess960(0);
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", Fen.format(p));
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", Fen.format(p, CastlingNotation.SHREDDER));
        assertEquals(Fen.format(p), Fen.format(Fen.parse("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").value()));
        // X-FEN: a rook that is not the outermost of its wing is named by its file
        ChessPosition inner = Fen.parse("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1").value();
        assertEquals("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", Fen.format(inner));
        assertEquals(1L << 1, inner.castlingRooks());
    }

    @Test
    void countersMayBeOmitted() {
        ParseResult<ChessPosition> r = Fen.parse("4k3/8/8/8/8/8/8/4K3 w -");
        assertTrue(r.isOk());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.format(r.value()));
    }

    /** Each error: kind, the field, and the offset of the offending text. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|INVALID_SYNTAX|board|13",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|INVALID_SYNTAX|board|16",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1|INVALID_SYNTAX|board|34",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1|INVALID_SYNTAX|turn|44",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1|INVALID_SYNTAX|castling|49",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1|INVALID_SYNTAX|ep|51",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1|INVALID_SYNTAX|halfmoves|53",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra|INVALID_SYNTAX|fullmoves|57",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1|ILLEGAL|castling|46",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1|ILLEGAL|board|0",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1|ILLEGAL|board|0",
        "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1|ILLEGAL|turn|22",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1|ILLEGAL|ep|24",
        "4k3/8/8/8/8/8/8/4K2R w Q - 0 1|ILLEGAL|castling|23",
    })
    void errorsHaveKindFieldAndOffset(String fen, ProblemKind kind, String field, int offset) {
        ParseResult<ChessPosition> r = Fen.parse(fen);
        assertFalse(r.isOk());
        Problem p = r.error().orElseThrow();
        assertEquals(kind, p.kind(), p.toString());
        assertEquals(field, p.location().field(), p.toString());
        assertEquals(offset, p.location().offset(), p.toString());
        assertFalse(p.message().format(Locale.ENGLISH).startsWith("fen."), p.toString());
        assertFalse(p.message().format(Locale.forLanguageTag("vi")).startsWith("setup."), p.toString());
    }

    @Test
    void impossibleChecksAreRejected() {
        // two knights cannot give check together
        assertEquals(ProblemKind.ILLEGAL, Fen.parse("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1").error().orElseThrow().kind());
        // rook and knight (a discovered double check) are possible
        assertTrue(Fen.parse("4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1").isOk());
    }
}
