package org.chessarbiter.rules.chess.san;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

class SanParseTest {
    private static final San EN = San.pgn();
    private static final San VI = San.forLocale(Locale.forLanguageTag("vi"));

    private static ChessPosition fen(String f) {
        return Fen.parse(f).value();
    }

    /** Plays a scoresheet written as in the seed (move numbers, "e.p." apart, "(=)" draw offer). */
    private static ChessPosition playSheet(San san, String sheet) {
        String joined = sheet.replace(" e.p.", "e.p.").replace("(=)", "").replaceAll("(?<!\\S)\\d+\\.?(?=\\s)", " ");
        ChessPosition p = ChessPosition.initial();
        for (String tok : joined.trim().split("\\s+")) {
            ParseResult<ChessMove> r = san.parse(p, tok);
            assertTrue(r.isOk(), tok + ": " + r.problems());
            assertTrue(r.problems().isEmpty(), tok + ": " + r.problems());
            p = p.play(r.value());
        }
        return p;
    }

    /** FIDE 2018 Appendix C.13: the sample game in both its forms reaches the same position. */
    @Test
    void seedSampleGameInBothFormsOfAppendixC() {
        ChessPosition full = playSheet(VI, "1. e4 e5 2. Mf3 Mf6 3. d4 exd4 4. e5 Me4 5. Hxd4 d5 6. exd6 e.p. Mxd6 "
                + "7. Tg5 Mc6 8. He3+ Te7 9. Mbd2 0-0 10. 0-0-0 Xe8 11. Vb1 (=)");
        ChessPosition brief = playSheet(VI, "1. e4 e5 2. Mf3 Mf6 3. d4 ed4 4. e5 Me4 5. Hd4 d5 6. ed6 Md6 7. Tg5 Mc6 "
                + "8. He3 Te7 9 Mbd2 0-0 10. 0-0-0 Xe8 11. Vb1 (=)");
        assertEquals(Fen.format(full), Fen.format(brief));
        // the same game in English SAN replayed by chess.js 1.4.0 (npm) gives this FEN
        assertEquals("r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11", Fen.format(full));
    }

    @Test
    void longFormsCaptureColonAndPromotionVariants() {
        ChessPosition p = ChessPosition.initial();
        assertEquals("g1f3", VI.parse(p, "Mg1f3").value().coordinates());
        assertEquals("e2e4", EN.parse(p, "e2-e4").value().coordinates());
        assertEquals("e2e4", EN.parse(p, "e2e4").value().coordinates());
        ChessPosition q = fen("4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assertEquals("e4d5", EN.parse(q, "e:d5").value().coordinates());
        assertEquals("e4d5", EN.parse(q, "exd5!?").value().coordinates());
        for (String promo : List.of("b8=Q", "b8Q", "b8(Q)", "b8/Q", "b8=Q+", "b8♕")) {
            assertEquals("b7b8q", EN.parse(q, promo).value().coordinates(), promo);
        }
        assertEquals("b7b8q", VI.parse(q, "b8H").value().coordinates());
        assertEquals("b7b8n", San.forLocale(Locale.GERMAN).parse(q, "b8S").value().coordinates());
        assertEquals("b7b8r", San.forLocale(Locale.FRENCH).parse(q, "b8=T").value().coordinates());
        assertEquals("b7b8b", San.forLocale(Locale.forLanguageTag("es")).parse(q, "b8A").value().coordinates());
        assertEquals("b7b8q", San.forLocale(Locale.forLanguageTag("ru")).parse(q, "b8Ф").value().coordinates());
        assertEquals("e1d2", San.forLocale(Locale.forLanguageTag("ru")).parse(q, "Крd2").value().coordinates());
    }

    @Test
    void castlingForms() {
        ChessPosition p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (String s : List.of("O-O", "0-0", "OO", "O-O+", "o-o")) {
            assertEquals("e1g1", EN.parse(p, s).value().coordinates(), s);
        }
        assertEquals("e1c1", EN.parse(p, "0-0-0").value().coordinates());
        ParseResult<ChessMove> kingMove = EN.parse(p, "Kg1");
        assertEquals("e1g1", kingMove.value().coordinates());
        assertEquals(Severity.WARNING, kingMove.problems().get(0).severity());
    }

    @Test
    void enPassantMarks() {
        ChessPosition p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        for (String s : List.of("exd6 e.p.", "exd6e.p.", "exd6 ep", "exd6 qđ", "ed6")) {
            assertEquals("e5d6", VI.parse(p, s).value().coordinates(), s);
        }
    }

    @Test
    void illegalMoveIsIllegalWithItsLocation() {
        ParseResult<ChessMove> r = EN.parse(ChessPosition.initial(), "  Ke2 ");
        Problem e = r.error().orElseThrow();
        assertEquals(ProblemKind.ILLEGAL, e.kind());
        assertEquals(2, e.location().offset());
        assertEquals(3, e.location().length());
        assertFalse(r.isOk());
        assertTrue(e.message().format(Locale.ENGLISH).contains("Ke2"));
        assertTrue(e.message().format(Locale.forLanguageTag("vi")).contains("không phải nước đi hợp lệ"));
    }

    @Test
    void ambiguousMoveListsItsCandidates() {
        ChessPosition p = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        ParseResult<ChessMove> r = EN.parse(p, "Nd2");
        Problem e = r.error().orElseThrow();
        assertEquals(ProblemKind.AMBIGUOUS, e.kind());
        assertEquals(2, e.candidates().size());
        assertEquals("b1d2", EN.parse(p, "Nbd2").value().coordinates());
        assertEquals("f1e3", EN.parse(p, "Ne3").value().coordinates());
        ChessPosition promo = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(4, EN.parse(promo, "b8").error().orElseThrow().candidates().size());
    }

    @Test
    void badSyntaxIsInvalidSyntax() {
        for (String s : List.of("Zf3", "e9", "xx", "N", "O-O-O-O", "")) {
            assertEquals(ProblemKind.INVALID_SYNTAX, EN.parse(ChessPosition.initial(), s).error().orElseThrow().kind(), s);
        }
        assertEquals(ProblemKind.INVALID_SYNTAX, Uci.standard().parse(ChessPosition.initial(), "e2e9").error().orElseThrow().kind());
        assertEquals(ProblemKind.ILLEGAL, Uci.standard().parse(ChessPosition.initial(), "e2e5").error().orElseThrow().kind());
    }

    @Test
    void harmlessSlipsAreWarnings() {
        ChessPosition p = ChessPosition.initial();
        ParseResult<ChessMove> r = EN.parse(p, "Nxf3");
        assertTrue(r.isOk());
        assertEquals(ProblemKind.INCONSISTENT, r.problems().get(0).kind());
        ParseResult<ChessMove> wrongCheck = EN.parse(p, "e4+");
        assertTrue(wrongCheck.isOk());
        assertEquals(1, wrongCheck.problems().size());
    }

    @Test
    void canonicalExport() {
        ChessPosition p = fen("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
        ChessMove promo = Uci.standard().parse(p, "b7b8q").value();
        assertEquals("b8=Q+", EN.format(p, promo));
        assertEquals("b8H+", VI.format(p, promo));
        assertEquals("O-O-O", EN.format(p, Uci.standard().parse(p, "e1c1").value()));
        assertEquals("0-0", VI.format(p, Uci.standard().parse(p, "e1g1").value()));
        ChessPosition rooks = fen("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1");
        assertEquals("R4a2", EN.format(rooks, Uci.standard().parse(rooks, "a4a2").value()));
        ChessPosition mate = fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("Ra8#", EN.format(mate, Uci.standard().parse(mate, "a1a8").value()));
        assertEquals("♖a8#", San.of(SanStyle.scoresheet(PieceLetters.FIGURINE)).format(mate,
                Uci.standard().parse(mate, "a1a8").value()));
    }
}
