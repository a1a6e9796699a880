package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenGameBuilder;
import org.chessarbiter.scoresheet.convert.GameWriter;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.junit.jupiter.api.Test;

/** Bad input never crashes the checks or the converter: random token soup gives findings, not exceptions. */
class BadInputTest {
    private static final List<String> TOKENS = List.of("e4", "e5", "Nf3", "Mf3", "Ke3", "0-0", "O-O-O", "P2-5", "M2.3",
            "h2e2", "C2.5", "33.4", "Zz", "", "x", "e8=Q", "a1", "Pháo 2 bình 5", "Tg5.1", "炮二平五", "exd5", "T:c3");

    @Test
    void randomGamesGiveFindingsNotExceptions() {
        Random random = new Random(8);
        int withErrors = 0;
        for (int g = 0; g < 300; g++) {
            WrittenGameBuilder b = new WrittenGameBuilder(0);
            int offset = 0;
            if (random.nextInt(4) == 0) {
                String[] tags = {"FEN", "Variant", "TimeControl", "Format", "Result", "ArbiterVerdict", "Law"};
                String[] values = {"", "xiangqi", "8/8/8 w", "25/3600:1800", "abc", "1-0", "FIDE 2000", "4k4/9/9/9/9/9/9/9/9/4K4 w"};
                Token t = new Token("v", 0, 1, 1, 1);
                b.tag(tags[random.nextInt(tags.length)], values[random.nextInt(values.length)], t, t);
            }
            int depth = 0;
            for (int i = 0; i < 40; i++) {
                int r = random.nextInt(20);
                Token t = new Token(TOKENS.get(random.nextInt(TOKENS.size())), offset, 3, 1, offset + 1);
                offset += 4;
                if (r == 0) {
                    b.beginVariation(new Token("(", offset, 1, 1, 0));
                    depth++;
                } else if (r == 1 && depth > 0) {
                    b.endVariation(offset);
                    depth--;
                } else if (r == 2) {
                    b.number(new Token((i / 2 + 1) + (random.nextBoolean() ? "." : "..."), offset, 2, 1, 0));
                } else if (r == 3) {
                    b.comment(new Token("{[%clk 0:0" + random.nextInt(10) + ":00]}", offset, 14, 1, 0));
                } else if (r == 4) {
                    b.nag(new Token("$" + random.nextInt(200), offset, 2, 1, 0));
                } else {
                    b.move(t);
                }
            }
            WrittenGame game = b.build(random.nextBoolean() ? new Token("1-0", offset, 3, 1, 0) : null, offset + 3, "bienban");
            GameReplay<?, ?> replay = assertDoesNotThrow(() -> ScoresheetChecker.check(game, Optional.empty()));
            withErrors += replay.findings().stream().anyMatch(f -> f.isError()) ? 1 : 0;
            assertDoesNotThrow(() -> GameWriter.write(replay, "iccs", Syntax.PGN));
            assertDoesNotThrow(() -> GameWriter.write(replay, "san-vi", Syntax.SCORESHEET));
        }
        assertFalse(withErrors == 0, "random games must be found wrong");
    }
}
