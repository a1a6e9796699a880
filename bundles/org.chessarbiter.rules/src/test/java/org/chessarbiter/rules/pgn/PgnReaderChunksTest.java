package org.chessarbiter.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.junit.jupiter.api.Test;

/**
 * Words are taken from the reader's buffer a run at a time: the events, with their locations, are
 * those read when every word is cut across buffer refills (a reader giving a few characters a time).
 */
class PgnReaderChunksTest {
    private static final String PGN = """
            [Event "Chunks"]
            [Site "a \\"quoted\\" place"]
            [Result "1-0"]
            % an escape line
            1. e4 e5 2.Nf3 Nc6!? 3... Bb5 $1 a6?! {a comment [%clk 0:01:02] [%emt 0:00:03]} 4. Ba4 ; to the end
            (4. Bxc6 dxc6 (4... bxc6 5. O-O) 5. d4 exd4 e.p. 6. Qxd4) 4... Nf6 (=) 5. O-O Be7
            12. e8(Q)+ e1=Q# 13 Kxf2 ½-½

            [Event "Second"]
            1. d4 d5 2. c4 dxc4 3) Qa4+ c6 @ 4. Qxc4 ) *
            [Event "Third"]
            1. 33.4 3+.4 ++.5 1-0
            """;

    private static List<String> events(Reader in) {
        List<String> ev = new ArrayList<>();
        PgnReader.readAll(in, new PgnVisitor() {
            @Override
            public void beginGame(Location l) {
                ev.add("begin " + l);
            }

            @Override
            public void tag(String n, String v, Location l) {
                ev.add("tag " + n + "=" + v + " " + l);
            }

            @Override
            public void move(String san, Location l) {
                ev.add("move " + san + " " + l);
            }

            @Override
            public void moveNumber(String text, Location l) {
                ev.add("number " + text + " " + l);
            }

            @Override
            public void drawOffer(Location l) {
                ev.add("offer " + l);
            }

            @Override
            public void nag(int nag, Location l) {
                ev.add("nag " + nag + " " + l);
            }

            @Override
            public void comment(String text, Location l) {
                ev.add("comment " + text + " " + l);
            }

            @Override
            public void command(String name, String arguments, Location l) {
                ev.add("command " + name + " " + arguments + " " + l);
            }

            @Override
            public void beginVariation(Location l) {
                ev.add("( " + l);
            }

            @Override
            public void endVariation(Location l) {
                ev.add(") " + l);
            }

            @Override
            public void result(String result, Location l) {
                ev.add("result " + result + " " + l);
            }

            @Override
            public void problem(Problem p) {
                ev.add("problem " + p.kind() + " " + p.severity() + " " + p.location());
            }

            @Override
            public void endGame() {
                ev.add("end");
            }
        });
        return ev;
    }

    /** A reader giving at most {@code chunk} characters a read. */
    private static Reader trickle(String text, int chunk) {
        return new StringReader(text) {
            @Override
            public int read(char[] cbuf, int off, int len) throws java.io.IOException {
                return super.read(cbuf, off, Math.min(len, chunk));
            }
        };
    }

    @Test
    void sameEventsWhateverTheReadSizes() {
        List<String> whole = events(new StringReader(PGN));
        assertTrue(whole.size() > 60 && whole.stream().anyMatch(e -> e.startsWith("move e8(Q ")),
                whole.size() + " events: " + String.join(" | ", whole));
        for (int chunk : new int[] {1, 2, 3, 5, 7, 64}) {
            assertEquals(whole, events(trickle(PGN, chunk)), "reads of " + chunk);
        }
    }

    /**
     * Texts made of the pieces the reader takes a run at a time (white space of every kind, byte order marks,
     * escape lines, tag names and quoted values with escapes, unterminated ones, comments, words): the same
     * events, with their locations, whatever the read sizes.
     */
    @Test
    void sameEventsForTextsOfEveryPieceCutAnywhere() {
        String[] pieces = {"[Event \"a \\\"b\\\" c\"]\n", "[Site_2 \"x\\\\y\\z\"]", "[Bad \"open\n", "[Round \"", " ", "\t",
            "\r\n", "\n", "\f", "\uFEFF", "\n% escape line\n", "%", "1. e4 ", "e5 ", "{[%clk 0:01:02]} ", "Nf3", "(1... c5) ",
            "1-0\n", "*", "[", "]", "\"", "\\", "Giải_cờ", "\u00a0"};
        java.util.Random random = new java.util.Random(3);
        for (int round = 0; round < 300; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(30); i > 0; i--) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            List<String> whole = events(new StringReader(text.toString()));
            for (int chunk : new int[] {1, 2, 3, 7}) {
                assertEquals(whole, events(trickle(text.toString(), chunk)), "reads of " + chunk + " of " + text);
            }
        }
    }
}
