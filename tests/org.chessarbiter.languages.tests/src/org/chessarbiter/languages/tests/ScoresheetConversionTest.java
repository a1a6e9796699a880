package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.scoresheet.convert.GameWriter;
import org.chessarbiter.scoresheet.convert.ScoresheetConverter;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Converters: .bienban -> PGN -> .bienban keeps moves, comments, clocks, variations, NAGs and draw
 * offers; notation to notation and locale to locale; the PGN written is accepted by pgn-extract (when
 * installed; chess.js checks the same files with tools/check-pgn-chessjs).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetConversionTest {
    /** PGN 10: the suffix glyphs and their NAGs (the oracle here, independent of the writer's table). */
    private static final Map<String, String> GLYPHS = Map.of("!", "1", "?", "2", "!!", "3", "??", "4", "!?", "5", "?!", "6");

    static final String ANNOTATED_CHESS = """
            [Event "Giải mẫu"]
            [White "Lê Quang Liêm"]
            [Black "Nguyễn Ngọc Trường Sơn"]
            [TimeControl "40/5400+30:1800+30"]

            {Ván mẫu} 1.d4 {[%clk 1:29:50]} Mf6 {[%clk 1:29:40] [%emt 0:00:20]} 2.c4 e6 3.Mc3 Tb4 4.Td2 0-0 5.e4 d5!?
            (5...d6 6.Mf3 ; phương án khác
            ) 6.e:d5 e:d5 7.c:d5 $1 (7.Mf3 Me4 (7...Mh5?! 8.Te2) 8.Hc2) T:c3 8.T:c3 M:d5 9.Mf3 (=) b6 10.Hb3 $14 M:c3 11.b:c3 c5 1/2-1/2
            """;

    @Inject
    private Scoresheets sheets;

    @Inject
    private ScoresheetConverter converter;

    private static GameReplay<?, ?> replay(Database db) {
        return ScoresheetChecker.check(GameMapper.map(db.getGames().get(0)));
    }

    /** What a game means: its moves (as coordinates), comments, NAGs, draw offers and variations, in order. */
    static String signature(Database db) {
        StringBuilder sb = new StringBuilder();
        GameReplay<?, ?> r = replay(db);
        line(r, r.game().main(), sb);
        return sb.append(' ').append(r.game().resultScore()).toString();
    }

    private static void line(GameReplay<?, ?> r, WrittenLine line, StringBuilder sb) {
        for (Token c : line.leadingComments()) {
            sb.append(" {").append(GameWriter.inner(c.text())).append('}');
        }
        for (WrittenNode n : line.nodes()) {
            sb.append(' ').append(r.move(n).map(m -> m.move().coordinates()).orElse("?" + n.move().text()));
            if (n.suffix() != null) {
                sb.append(" $").append(GLYPHS.get(n.suffix().text()));
            }
            n.nags().forEach(g -> sb.append(' ').append(g.text()));
            if (n.drawOffer() != null) {
                sb.append(" (=)");
            }
            n.comments().forEach(c -> sb.append(" {").append(GameWriter.inner(c.text())).append('}'));
            for (WrittenLine v : n.variations()) {
                sb.append(" (");
                line(r, v, sb);
                sb.append(" )");
            }
        }
    }

    @Test
    void bienbanToPgnToBienbanKeepsEverything() throws Exception {
        Database original = sheets.bienban(ANNOTATED_CHESS);
        assertEquals(List.of(), sheets.issues(original));
        String pgn = converter.convert(ANNOTATED_CHESS, "san-en", Syntax.PGN).value();
        Database asPgn = sheets.pgn(pgn);
        assertEquals(List.of(), sheets.issues(asPgn), pgn);
        assertTrue(pgn.contains("1. d4 {[%clk 1:29:50]} 1... Nf6"), pgn);
        assertTrue(pgn.contains("5. e4 d5 $5 (5... d6 6. Nf3 {phương án khác})"), pgn);
        String back = converter.convert(pgn, "san-vi", Syntax.SCORESHEET).value();
        Database roundTripped = sheets.bienban(back);
        assertEquals(signature(original), signature(roundTripped), back);
        assertTrue(back.contains("9. Mf3 (=)"), back);
        assertTrue(signature(original).contains("[%clk 1:29:40] [%emt 0:00:20]"));
    }

    @Test
    void xiangqiRoundTripsThroughIccsAndWxf() throws Exception {
        String game = "[Event \"Ví dụ\"]\n1) P2-5 {Pháo đầu} M8.7 2) M2.3 (2) M8.7 X9-8) P2-4 $1 3) X1-2 *";
        Database original = sheets.bienban(game);
        assertEquals(List.of(), sheets.issues(original));
        for (String notation : List.of("iccs", "wxf")) {
            String pgn = converter.convert(game, notation, Syntax.PGN).value();
            assertEquals(List.of(), sheets.issues(sheets.pgn(pgn)), pgn);
            String back = converter.convert(pgn, "vi-short", Syntax.SCORESHEET).value();
            assertEquals(signature(original), signature(sheets.bienban(back)), back);
        }
        assertTrue(converter.convert(game, "wxf", Syntax.PGN).value().contains("1. C2.5 {Pháo đầu} 1... H8+7"));
    }

    @Test
    void notationToNotationAndLocaleToLocale() throws Exception {
        String en = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 *";
        assertEquals("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0 Sf6 *", converter.convert(en, "san-de", Syntax.SCORESHEET).value().trim());
        assertEquals("1. e4 e5 2. Mf3 Mc6 3. Tb5 a6 4. 0-0 Mf6 *", converter.convert(en, "san-vi", Syntax.SCORESHEET).value().trim());
        String x = "1. h2e2 h9g7 *";
        assertEquals("1. Pháo 2 bình 5 Mã 8 tiến 7 *", converter.convert(x, "vi-words", Syntax.SCORESHEET).value().trim());
        assertEquals("1. P2=5 M8+7 *", converter.convert(x, "vi-asian", Syntax.SCORESHEET).value().trim());
    }

    @Test
    void syntaxErrorsAreNotConverted() {
        var r = converter.convert("1. e4 ) ( e5", "san-en", Syntax.PGN);
        assertFalse(r.isOk());
        assertTrue(r.error().orElseThrow().isError());
    }

    /** The PGN the converter writes is accepted by pgn-extract (Debian package; ./test installs it). */
    @Test
    void pgnExtractAcceptsTheConvertedPgn() throws Exception {
        File pgnExtract = new File("/usr/games/pgn-extract");
        String pgn = converter.convert(ANNOTATED_CHESS + "\n" + SeedExamplesTest.SEED_GAME.replace("6.e:d5 7.c:d5",
                "6.e:d5 e:d5 7.c:d5"), "san-en", Syntax.PGN).value();
        Path dir = Path.of("target", "converted-pgn");
        Files.createDirectories(dir);
        Path file = dir.resolve("converted.pgn");
        Files.writeString(file, pgn, StandardCharsets.UTF_8);
        Assumptions.assumeTrue(pgnExtract.canExecute(), "pgn-extract is not installed");
        Process p = new ProcessBuilder(pgnExtract.getPath(), "-r", file.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        assertTrue(out.contains("2 games matched out of 2"), out);
        assertFalse(out.contains("Failed"), out);
        List<String> broken = List.of("1. e4 e5 2. Ke3 *");
        Path bad = dir.resolve("broken.pgn");
        Files.writeString(bad, broken.stream().collect(Collectors.joining("\n")) + "\n");
        Process q = new ProcessBuilder(pgnExtract.getPath(), "-r", bad.toString()).redirectErrorStream(true).start();
        String badOut = new String(q.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        q.waitFor();
        assertTrue(badOut.contains("0 games matched out of 1"), "the oracle rejects an illegal move: " + badOut);
    }

    @Test
    void oneGameConvertsForTheQuickFix() throws Exception {
        Database db = sheets.bienban("1. e4 e5 2. Nf3 Mc6 *\n\n1. d4 d5 *");
        Game first = db.getGames().get(0);
        assertEquals("1. e4 e5 2. Mf3 Mc6 *", converter.convert(first, "san-vi", Syntax.SCORESHEET).trim());
    }
}
