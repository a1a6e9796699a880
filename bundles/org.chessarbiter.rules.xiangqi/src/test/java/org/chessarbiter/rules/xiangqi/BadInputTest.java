package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;
import org.chessarbiter.rules.xiangqi.pgn.GameReplayer;
import org.chessarbiter.rules.xiangqi.pgn.XiangqiGame;
import org.junit.jupiter.api.Test;

/**
 * Bad input never crashes and never throws out of a public parse API: seeded random mutations of
 * valid FENs, moves and PGN go through every parser; each answer is a value or errors.
 */
class BadInputTest {
    private static final String ALPHABET = "rnbakcpRNBAKCPEH0123456789/ -+.=/tsgTgXMPBSV炮二平五進退前後abcdefghi[]{}();\"$*";

    private static String mutate(String s, Random r) {
        StringBuilder sb = new StringBuilder(s);
        int edits = 1 + r.nextInt(4);
        for (int i = 0; i < edits; i++) {
            int at = sb.isEmpty() ? 0 : r.nextInt(sb.length() + 1);
            switch (r.nextInt(3)) {
                case 0 -> sb.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    }
                }
            }
        }
        return sb.toString();
    }

    @Test
    void fenParserAnswersEveryMutation() {
        Random r = new Random(7);
        int ok = 0;
        for (int i = 0; i < 5000; i++) {
            String fen = mutate(XiangqiFen.INITIAL, r);
            ParseResult<XiangqiPosition> p = XiangqiFen.parse(fen);
            assertTrue(p.isOk() || p.error().isPresent(), fen);
            ok += p.isOk() ? 1 : 0;
        }
        assertTrue(ok < 5000);
    }

    @Test
    void notationsAnswerEveryMutation() {
        Random r = new Random(11);
        XiangqiPosition p = XiangqiRules.LAW_2004.initialPosition();
        List<String> samples = new ArrayList<>();
        for (MoveNotation<XiangqiPosition, XiangqiMove> n : XiangqiNotations.ALL) {
            for (XiangqiMove m : p.legalMoves()) {
                samples.add(n.format(p, m));
            }
        }
        samples.add("");
        for (int i = 0; i < 4000; i++) {
            String text = mutate(samples.get(r.nextInt(samples.size())), r);
            for (MoveNotation<XiangqiPosition, XiangqiMove> n : XiangqiNotations.ALL) {
                ParseResult<XiangqiMove> res = n.parse(p, text);
                assertTrue(res.isOk() || res.error().isPresent(), n.id() + " " + text);
                if (res.isOk()) {
                    assertTrue(p.legalMoves().contains(res.value()));
                }
            }
        }
    }

    @Test
    void pgnReaderAnswersEveryMutation() {
        Random r = new Random(13);
        String pgn = "[Game \"Chinese Chess\"]\n[Red \"A\"]\n[Format \"WXF\"]\n\n1. C2.5 {c} H8+7 (1... C8.5) 2. H2+3 $1 R9.8 1-0\n";
        for (int i = 0; i < 2000; i++) {
            String text = mutate(mutate(pgn, r), r);
            List<XiangqiGame> games = new ArrayList<>();
            PgnReader.readAll(new StringReader(text), new GameReplayer(games::add));
            assertTrue(games.size() >= 1, text);
        }
        List<XiangqiGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new GameReplayer(games::add));
        assertEquals(4, games.get(0).moves().size());
    }
}
