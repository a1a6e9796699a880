package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.san.San;
import org.junit.jupiter.api.Test;

/** Game end per edition: tests named after the article they pin. */
class GameEndTest {
    private static final ChessRules R2018 = ChessRules.fide2018();
    private static final ChessRules R2000 = ChessRules.fide2000();

    private static History<ChessPosition, ChessMove> play(String fen, String sans) {
        History<ChessPosition, ChessMove> h = History.of(Fen.parse(fen).value());
        for (String s : sans.trim().split("\\s+")) {
            if (!s.isEmpty()) {
                h = h.play(San.pgn().parse(h.current(), s).value());
            }
        }
        return h;
    }

    private static Optional<Outcome> auto(ChessRules r, String fen) {
        return r.automaticOutcome(History.of(Fen.parse(fen).value()));
    }

    @Test
    void fide2018_5_1_1_checkmateWinsAutomatically() {
        History<ChessPosition, ChessMove> h = play(Fen.INITIAL, "f3 e5 g4 Qh4#");
        Outcome o = R2018.automaticOutcome(h).orElseThrow();
        assertEquals(StandardTermination.CHECKMATE, o.termination());
        assertEquals(Side.SECOND, o.winner());
        assertEquals(Enforcement.AUTOMATIC, o.enforcement());
        assertEquals("FIDE 2018 5.1.1", o.article().citation());
        assertEquals("Black wins by checkmate (FIDE 2018 5.1.1)", o.verdict().format(Locale.ENGLISH));
        assertEquals("Đen thắng do chiếu hết (FIDE 2018 5.1.1)", o.verdict().format(Locale.forLanguageTag("vi")));
        assertEquals("FIDE 2000 5.1(a)", R2000.automaticOutcome(h).orElseThrow().article().citation());
    }

    @Test
    void fide2018_5_2_1_stalemateDraws() {
        Outcome o = auto(R2018, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").orElseThrow();
        assertEquals(StandardTermination.STALEMATE, o.termination());
        assertTrue(o.isDraw());
        assertEquals("FIDE 2018 5.2.1", o.article().citation());
        assertEquals("FIDE 2000 5.2(a)", auto(R2000, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").orElseThrow().article().citation());
    }

    @Test
    void fide2018_5_2_2_deadPositionsByMaterial() {
        for (String fen : List.of("8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
                "8/8/4k3/8/8/3KN3/8/8 b - - 0 1", "8/3b4/4k3/8/8/3K4/4B3/8 w - - 0 1")) {
            Outcome o = auto(R2018, fen).orElseThrow();
            assertEquals(StandardTermination.DEAD_POSITION, o.termination(), fen);
            assertEquals("FIDE 2018 5.2.2", o.article().citation());
        }
        // bishops on squares of different colours: a mate is possible, so not dead
        assertTrue(auto(R2018, "8/2b5/4k3/8/8/3K4/4B3/8 w - - 0 1").isEmpty());
        // K+N v K+P: a helpmate exists
        assertTrue(auto(R2018, "7k/7p/8/8/8/8/8/4KN2 w - - 0 1").isEmpty());
    }

    @Test
    void fide2018_5_2_2_lockedPawnsDeadBySearch() {
        // a locked pawn chain with kings only: no capture is ever possible, proven by exhausting the
        // reachable positions
        String locked = "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1";
        assertEquals(StandardTermination.DEAD_POSITION, auto(R2018, locked).orElseThrow().termination());
        // same chain with a gap the kings can use to reach pawns: not dead
        assertTrue(auto(R2018, "8/8/1k6/p1p3p1/P1P3P1/8/3K4/8 w - - 0 1").isEmpty());
    }

    @Test
    void fide2018_6_9_flagFallDrawsWhenTheOpponentCannotMate() {
        ChessPosition kvkn = Fen.parse("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").value();
        Outcome lone = R2018.flagFall(kvkn, Side.FIRST);
        assertTrue(lone.isDraw(), "Black has a lone king");
        assertEquals("FIDE 2018 6.9", lone.article().citation());
        assertTrue(R2018.flagFall(kvkn, Side.SECOND).isDraw(), "K+N cannot mate a lone king either");
        ChessPosition kvkr = Fen.parse("8/8/4k3/8/8/3K4/7R/8 w - - 0 1").value();
        assertEquals(Side.FIRST, R2018.flagFall(kvkr, Side.SECOND).winner());
        assertEquals("FIDE 2000 6.10", R2000.flagFall(kvkn, Side.FIRST).article().citation());
        // K+N v K+P: a mate by the knight side is possible (the pawn can block), so the flag loses
        ChessPosition helpmate = Fen.parse("7k/7p/8/8/8/8/8/4KN2 w - - 0 1").value();
        assertEquals(Side.FIRST, R2018.flagFall(helpmate, Side.SECOND).winner());
    }

    @Test
    void canMateSearchFindsAHelpmate() {
        // K+N v K+PP: Nf7# is possible because Black's own pawns block the king
        ChessPosition p = Fen.parse("5K1k/6pp/8/6N1/8/8/8/8 w - - 0 1").value();
        assertEquals(DeadPosition.Verdict.CAN_MATE, DeadPosition.canMate(p, Side.FIRST, 200_000));
        ChessPosition lone = Fen.parse("7k/8/8/5N2/8/8/8/4K3 w - - 0 1").value();
        assertEquals(DeadPosition.Verdict.CANNOT_MATE, DeadPosition.canMate(lone, Side.SECOND, 200_000));
        assertEquals(DeadPosition.Verdict.CANNOT_MATE, DeadPosition.canMate(lone, Side.FIRST, 200_000));
    }

    private static final String KNIGHT_DANCE = "Nf3 Nf6 Ng1 Ng8 ";

    @Test
    void fide2018_9_2_threefoldIsAClaimNotAutomatic() {
        History<ChessPosition, ChessMove> h = play(Fen.INITIAL, KNIGHT_DANCE + KNIGHT_DANCE);
        assertTrue(R2018.automaticOutcome(h).isEmpty());
        List<Outcome> claims = R2018.claimableOutcomes(h);
        assertEquals(StandardTermination.THREEFOLD_REPETITION, claims.get(0).termination());
        assertEquals(Enforcement.CLAIMABLE, claims.get(0).enforcement());
        assertEquals("FIDE 2018 9.2.1.2", claims.get(0).article().citation());
        assertEquals("FIDE 2000 9.2(b)", R2000.claimableOutcomes(h).get(0).article().citation());
    }

    @Test
    void fide2018_9_2_1_1_claimByAnnouncingTheRepeatingMove() {
        History<ChessPosition, ChessMove> h = play(Fen.INITIAL, KNIGHT_DANCE + "Nf3 Nf6 Ng1");
        List<Outcome> claims = R2018.claimableOutcomes(h);
        assertEquals(1, claims.size());
        assertEquals("FIDE 2018 9.2.1.1", claims.get(0).article().citation());
    }

    @Test
    void fide2018_9_2_2_1_enPassantMattersOnlyWhenTheCaptureIsLegal() {
        // after 1.e4 the ep square e3 cannot be used: the position equals the one reached later
        History<ChessPosition, ChessMove> h = play(Fen.INITIAL, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
        assertEquals(3, h.positions().stream().filter(p -> p.key().equals(h.current().key())).count());
        // with a black pawn on d4, 1.e4 allows dxe3 e.p.: that first position differs
        String withPawn = "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        History<ChessPosition, ChessMove> g = play(withPawn, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
        assertEquals(2, g.positions().stream().filter(p -> p.key().equals(g.current().key())).count());
        assertFalse(R2018.claimableOutcomes(g).stream().anyMatch(o -> o.article().article().equals("9.2.1.2")));
    }

    @Test
    void fide2018_9_2_2_2_lostCastlingRightsMakeADifferentPosition() {
        History<ChessPosition, ChessMove> h = play("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
                "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8");
        // the first position had White's castling right; after Rh2-h1 it is gone
        assertEquals(2, h.positions().stream().filter(p -> p.key().equals(h.current().key())).count());
    }

    @Test
    void fide2018_9_3_fiftyMovesIsAClaim() {
        History<ChessPosition, ChessMove> h = History.of(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 100 80").value());
        assertTrue(R2018.automaticOutcome(h).isEmpty());
        Outcome o = R2018.claimableOutcomes(h).get(0);
        assertEquals(StandardTermination.FIFTY_MOVES, o.termination());
        assertEquals("FIDE 2018 9.3.2", o.article().citation());
        History<ChessPosition, ChessMove> before = History.of(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").value());
        assertEquals("FIDE 2018 9.3.1", R2018.claimableOutcomes(before).get(0).article().citation());
    }

    @Test
    void fide2018_9_6_2_seventyFiveMovesIsAutomaticIn2018Only() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 b - - 150 100";
        Outcome o = auto(R2018, fen).orElseThrow();
        assertEquals(StandardTermination.SEVENTY_FIVE_MOVES, o.termination());
        assertEquals("FIDE 2018 9.6.2", o.article().citation());
        assertTrue(auto(R2000, fen).isEmpty(), "FIDE 2000 has claims only");
        assertEquals("FIDE 2000 9.3(b)", R2000.claimableOutcomes(History.of(Fen.parse(fen).value())).get(0).article().citation());
    }

    @Test
    void fide2018_9_6_2_mateOnTheLastMoveWins() {
        // the mating move is the 150th half-move without capture or pawn move: the mate stands
        History<ChessPosition, ChessMove> h = play("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 100", "Ra8#");
        assertEquals(150, h.current().halfmoves());
        assertEquals(StandardTermination.CHECKMATE, R2018.automaticOutcome(h).orElseThrow().termination());
    }

    @Test
    void fide2018_9_6_1_fivefoldIsAutomaticIn2018Only() {
        History<ChessPosition, ChessMove> h = play(Fen.INITIAL,
                KNIGHT_DANCE + KNIGHT_DANCE + KNIGHT_DANCE + KNIGHT_DANCE);
        Outcome o = R2018.automaticOutcome(h).orElseThrow();
        assertEquals(StandardTermination.FIVEFOLD_REPETITION, o.termination());
        assertEquals("FIDE 2018 9.6.1", o.article().citation());
        assertTrue(R2000.automaticOutcome(h).isEmpty());
        assertEquals(StandardTermination.THREEFOLD_REPETITION, R2000.claimableOutcomes(h).get(0).termination());
        History<ChessPosition, ChessMove> four = play(Fen.INITIAL, KNIGHT_DANCE + KNIGHT_DANCE + KNIGHT_DANCE);
        assertTrue(R2018.automaticOutcome(four).isEmpty());
    }
}
