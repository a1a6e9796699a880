package org.chessarbiter.rules.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.pgn.PgnVisitor;
import org.junit.jupiter.api.Test;

public class PgnReplayTest {

    static List<GameReport> replay(String pgn) {
        List<GameReport> out = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new GameReplayer(ChessRules.fide2018(), out::add));
        return out;
    }

    /** A game with every PGN feature (also the seed of the bad-input test). */
    public static final String RICH = """
            % an escape line the reader skips
            [Event "Test \\"quoted\\" event"]
            [Site "Hà Nội"]
            [Date "2026.11.23"]
            [Round "1"]
            [White "A"]
            [Black "B"]
            [Result "1-0"]

            1. e4 {[%clk 1:30:00] [%emt 0:00:05] opening} e5 $1 2. Bc4 (2. f4 exf4 (2... d5) 3. Nf3) Nc6!?
            3. Qh5 ; a line comment
            Nf6?? 4. Qxf7# 1-0
            """;

    @Test
    void readsTagsCommentsCommandsVariationsNagsAndReplaysEverything() {
        List<String> events = new ArrayList<>();
        PgnReader.readAll(new StringReader(RICH), new PgnVisitor() {
            @Override
            public void tag(String name, String value, org.chessarbiter.rules.Location l) {
                events.add("tag " + name + "=" + value);
            }

            @Override
            public void command(String name, String args, org.chessarbiter.rules.Location l) {
                events.add("cmd " + name + " " + args);
            }

            @Override
            public void nag(int nag, org.chessarbiter.rules.Location l) {
                events.add("nag " + nag);
            }

            @Override
            public void beginVariation(org.chessarbiter.rules.Location l) {
                events.add("(");
            }

            @Override
            public void comment(String text, org.chessarbiter.rules.Location l) {
                events.add("comment " + text.trim());
            }
        });
        assertTrue(events.contains("tag Event=Test \"quoted\" event"));
        assertTrue(events.contains("tag Site=Hà Nội"));
        assertTrue(events.contains("cmd clk 1:30:00"));
        assertTrue(events.contains("cmd emt 0:00:05"));
        assertTrue(events.contains("nag 1"));
        assertTrue(events.contains("comment a line comment"));
        assertEquals(2, events.stream().filter("("::equals).count());

        GameReport r = replay(RICH).get(0);
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertEquals(7, r.plies());
        assertEquals("1-0", r.result());
        assertTrue(r.finalPosition().isCheckmate());
    }

    @Test
    void illegalMoveIsLocatedByLineAndColumn() {
        GameReport r = replay("[Result \"*\"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n").get(0);
        Problem p = r.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertEquals(4, p.location().line());
        assertEquals(4, p.location().column());
        assertEquals(2, r.plies(), "replay stops at the illegal move");
    }

    @Test
    void ambiguousMoveCarriesCandidates() {
        GameReport r = replay("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nd2 *\n").get(0);
        Problem p = r.problems().get(0);
        assertEquals(ProblemKind.AMBIGUOUS, p.kind());
        assertEquals(2, p.candidates().size());
        assertEquals(4, p.location().column());
    }

    @Test
    void illegalMoveInAVariationIsReportedAsSuch() {
        GameReport r = replay("1. e4 e5 2. Nf3 (2. Bb5 Nf6 3. Bxe8) Nc6 *").get(0);
        assertEquals(1, r.problems().size(), r.problems().toString());
        Problem p = r.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertEquals(32, p.location().column());
        assertTrue(p.message().format(Locale.ENGLISH).startsWith("in a variation:"), p.toString());
        assertTrue(p.message().format(Locale.forLanguageTag("vi")).startsWith("trong một biến:"), p.toString());
        assertEquals(4, r.plies(), "the main line goes on");
    }

    @Test
    void badSyntaxIsInvalidSyntax() {
        GameReport r = replay("1. e4 Zz9 *").get(0);
        assertEquals(ProblemKind.INVALID_SYNTAX, r.problems().get(0).kind());
        assertEquals(7, r.problems().get(0).location().column());
    }

    @Test
    void resultContradictingTheFinalPosition() {
        GameReport mate = replay("[Result \"1/2-1/2\"]\n1. f3 e5 2. g4 Qh4# 1/2-1/2").get(0);
        Problem p = mate.problems().get(0);
        assertEquals(ProblemKind.INCONSISTENT, p.kind());
        assertTrue(p.message().format(Locale.ENGLISH).contains("FIDE 2018 5.1.1"), p.toString());
        assertEquals(2, p.location().line());

        GameReport stalemate = replay("[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf7 1-0").get(0);
        assertTrue(stalemate.problems().get(0).message().format(Locale.ENGLISH).contains("stalemate"));

        GameReport dead = replay("[FEN \"8/8/4k3/8/8/3K4/4n3/8 w - - 0 1\"]\n1. Kxe2 0-1").get(0);
        assertTrue(dead.problems().get(0).message().format(Locale.ENGLISH).contains("dead position"));

        GameReport tagMismatch = replay("[Result \"1-0\"]\n1. e4 0-1").get(0);
        assertEquals(ProblemKind.INCONSISTENT, tagMismatch.problems().get(0).kind());

        assertTrue(replay("1. f3 e5 2. g4 Qh4# 0-1").get(0).problems().isEmpty());
    }

    @Test
    void fenTagErrorsAreReported() {
        GameReport r = replay("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *").get(0);
        assertEquals(ProblemKind.ILLEGAL, r.problems().get(0).kind());
        assertTrue(r.problems().get(0).location().field().startsWith("FEN board"));
    }

    @Test
    void realWorldQuirksAreToleratedWithWarnings() {
        List<GameReport> games = replay("""
                [Event "no result"]
                1. e4 e5 2. Nf3
                [Event "next"]
                1.d4 d5 2.c4 (=) dxc4 3. e3 b5 4. a4 c6 5. axb5 cxb5 6. Qf3 ) 1/2-1/2
                """);
        assertEquals(2, games.size());
        assertFalse(games.get(0).hasErrors());
        assertEquals(3, games.get(0).plies());
        assertFalse(games.get(1).hasErrors(), games.get(1).problems().toString());
        assertEquals(11, games.get(1).plies());
        assertEquals(1, games.get(1).problems().size(), "the stray ')' is a warning");
        assertEquals("1/2-1/2", games.get(1).result());
    }

    @Test
    void chess960GameWithShredderFen() {
        String fen = "r3k2r/8/8/8/8/8/8/1R2K1R1 w GBkq - 0 1";
        GameReport r = replay("[Variant \"Chess960\"]\n[FEN \"" + fen + "\"]\n1. O-O O-O-O *").get(0);
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertEquals("2kr3r/8/8/8/8/8/8/1R3RK1 w - - 2 2", Fen.format(r.finalPosition()));
    }

    @Test
    void vietnameseScoresheetFromTheSeedReplaysWithVietnameseLetters() {
        String sheet = "1. e4 e5 2. Mf3 Mf6 3. d4 exd4 4. e5 Me4 5. Hxd4 d5 6. exd6 e.p. Mxd6 7. Tg5 Mc6 8. He3+ Te7 "
                + "9. Mbd2 0-0 10. 0-0-0 Xe8 11. Vb1 (=) *";
        List<GameReport> out = new ArrayList<>();
        PgnReader.readAll(new StringReader(sheet), new GameReplayer(ChessRules.fide2000(),
                org.chessarbiter.rules.chess.san.San.forLocale(Locale.forLanguageTag("vi")), out::add));
        assertTrue(out.get(0).problems().isEmpty(), out.get(0).problems().toString());
        assertEquals(21, out.get(0).plies());
    }

    @Test
    void movesAfterTheSeventyFiveMoveDrawAreFlaggedUnder2018Only() {
        String pgn = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 149 100\"]\n100. Ra2 Kd8 101. Ra1 1/2-1/2";
        GameReport r = replay(pgn).get(0);
        assertEquals(1, r.problems().size(), r.problems().toString());
        assertEquals(ProblemKind.INCONSISTENT, r.problems().get(0).kind());
        assertEquals(10, r.problems().get(0).location().column(), "at Kd8, the first move after the 150th half-move");
        assertTrue(r.problems().get(0).message().format(Locale.ENGLISH).contains("FIDE 2018 9.6.2"));
        List<GameReport> old = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new GameReplayer(ChessRules.fide2000(), old::add));
        assertTrue(old.get(0).problems().isEmpty(), "FIDE 2000 has no automatic 75-move rule");
    }
}
