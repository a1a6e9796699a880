package org.chessarbiter.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.junit.jupiter.api.Test;

/** The game-neutral PGN reader: events in order, with locations; quirks as warnings. */
class PgnReaderTest {

    static List<String> events(String pgn) {
        List<String> ev = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnVisitor() {
            @Override
            public void beginGame(Location l) {
                ev.add("begin@" + l.line());
            }

            @Override
            public void tag(String n, String v, Location l) {
                ev.add("tag " + n + "=" + v);
            }

            @Override
            public void move(String san, Location l) {
                ev.add("move " + san + "@" + l.line() + ":" + l.column());
            }

            @Override
            public void nag(int nag, Location l) {
                ev.add("nag " + nag);
            }

            @Override
            public void comment(String t, Location l) {
                ev.add("comment " + t.trim());
            }

            @Override
            public void command(String n, String a, Location l) {
                ev.add("cmd " + n + " " + a);
            }

            @Override
            public void beginVariation(Location l) {
                ev.add("(");
            }

            @Override
            public void endVariation(Location l) {
                ev.add(")");
            }

            @Override
            public void result(String r, Location l) {
                ev.add("result " + r);
            }

            @Override
            public void problem(Problem p) {
                ev.add(p.severity() + " " + p.kind());
            }

            @Override
            public void endGame() {
                ev.add("end");
            }
        });
        return ev;
    }

    @Test
    void xiangqiMovetextStreamsTheSameWay() {
        List<String> ev = events("[Game \"Chinese Chess\"]\n\n1. h2e2 {[%clk 0:10:00]} h9g7 (1... b9c7) 2. h0g2!? 1-0\n");
        assertEquals(List.of("begin@1", "tag Game=Chinese Chess", "move h2e2@3:4", "comment [%clk 0:10:00]",
                "cmd clk 0:10:00", "move h9g7@3:26", "(", "move b9c7@3:37", ")", "move h0g2@3:46", "nag 5",
                "result 1-0", "end"), ev);
    }

    /** WXF tandem pawns written with their files are one move token, after a move number or not. */
    @Test
    void wxfTandemMovesAreNotSplitIntoANumberAndAMove() {
        List<String> ev = events("[Format \"WXF\"]\n\n33. 33.4 ++.5 34. 3+.4 C2.5 *\n");
        assertEquals(List.of("begin@1", "tag Format=WXF", "move 33.4@3:5", "move ++.5@3:10", "move 3+.4@3:19",
                "move C2.5@3:24", "result *", "end"), ev);
        assertEquals(List.of("begin@1", "move e4@1:4", "result *", "end"), events("12.e4 *"), "a number glued to a move");
    }

    /** Move numbers (also glued to their move) and draw offers reach visitors that want them. */
    @Test
    void moveNumbersAndDrawOffersAreReported() {
        List<String> ev = new ArrayList<>();
        PgnReader.readAll(new StringReader("1. e4 e5 2.Nf3 (=) 2... Nc6 9 Bb5 *"), new PgnVisitor() {
            @Override
            public void moveNumber(String text, Location l) {
                ev.add(text + "@" + l.column());
            }

            @Override
            public void drawOffer(Location l) {
                ev.add("(=)@" + l.column());
            }
        });
        assertEquals(List.of("1.@1", "2.@10", "(=)@16", "2...@20", "9@29"), ev);
    }

    /**
     * A number and a parenthesis written together ("12)") is a move number, as scoresheets write it and as the
     * scoresheet language reads it: a file read game by game gets no "closes no variation" for it; a parenthesis
     * after a space or after a move still closes a variation.
     */
    @Test
    void aNumberAndAParenthesisIsAMoveNumber() {
        List<String> ev = new ArrayList<>();
        PgnReader.readAll(new StringReader("1) e4 e5 2) Nf3 (2) Bc4) Nc6 3 ) *"), new PgnVisitor() {
            @Override
            public void moveNumber(String text, Location l) {
                ev.add(text + "@" + l.column() + "+" + l.length());
            }

            @Override
            public void move(String san, Location l) {
                ev.add(san);
            }

            @Override
            public void endVariation(Location l) {
                ev.add(")@" + l.column());
            }

            @Override
            public void problem(Problem p) {
                ev.add(p.severity() + "@" + p.location().column());
            }
        });
        assertEquals(List.of("1)@1+2", "e4", "e5", "2)@10+2", "Nf3", "2)@18+2", "Bc4", ")@24", "Nc6", "3@30+1", "WARNING@32"),
                ev);
    }

    @Test
    void escapeLinesSemicolonCommentsAndMissingResult() {
        List<String> ev = events("% skipped\n[A \"x\\\\y\"]\n1. e4 ; note\n e5 $14\n[B \"z\"]\n1. d4 *");
        assertEquals(List.of("begin@2", "tag A=x\\y", "move e4@3:4", "comment note", "move e5@4:2", "nag 14",
                "WARNING INVALID_SYNTAX", "end", "begin@5", "tag B=z", "move d4@6:4", "result *", "end"), ev);
    }

    @Test
    void badTagIsAnErrorAndTheGameGoesOn() {
        List<String> ev = events("[White Kasparov]\n1. e4 *");
        assertEquals("ERROR INVALID_SYNTAX", ev.get(1));
        assertEquals("move e4@2:4", ev.get(2));
    }

    @Test
    void problemsCarrySeverity() {
        List<String> ev = events("1. e4 ) *");
        assertEquals(Severity.WARNING + " " + ProblemKind.INVALID_SYNTAX, ev.get(2));
    }
}
