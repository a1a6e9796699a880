package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import java.util.stream.Collectors;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetParsingTest {

    @Inject
    private ParseHelper<Database> parser;

    @Inject
    private ValidationTestHelper validator;

    private static List<String> moves(Game game) {
        return game.getBody().stream().filter(Move.class::isInstance).map(e -> ((Move) e).getText())
                .collect(Collectors.toList());
    }

    /**
     * The example game of 000_f40b5c1caef920b9.txt as printed (Vietnamese piece letters, ':' for captures,
     * "0-0" castling). Its missing move after 6.e:d5 is the validator's business, not the grammar's
     * ({@link SeedExamplesTest}).
     */
    @Test
    void vietnameseChessScoresheetParses() throws Exception {
        Database db = parser.parse("[Event \"Ví dụ\"]\n[White \"A\"]\n[Black \"B\"]\n"
                + "1.d4 Mf6 2.c4 e6 3.Mc3 Tb4 4.Td2 0-0 5.e4 d5 6.e:d5 7.c:d5 T:c3 8.T:c3 M:d5 9.Mf3 b6 "
                + "10.Hb3 M:c3 11.b:c3 c5 12.Te2 c:d4 13.M:d4 Xe8 14.0-0 Md7 15.a4 Mc5 16.Hb4 Tb7 17.a5 *\n");
        assertTrue(db.eResource().getErrors().isEmpty());
        Game game = db.getGames().get(0);
        assertEquals(3, game.getTags().size());
        List<String> moves = moves(game);
        assertEquals(32, moves.size());
        assertEquals(List.of("d4", "Mf6", "c4", "e6", "Mc3", "Tb4", "Td2", "0-0", "e4", "d5", "e:d5", "c:d5"),
                moves.subList(0, 12));
        assertEquals("a5", moves.get(31));
        assertEquals("*", game.getResult().getValue());
    }

    /** Luật cờ Tướng 2004 Điều 11.2: "1) P2-5 M2.3 2) M8.7 P8-5" and the word form. */
    @Test
    void xiangqiVietnameseNotationsParse() throws Exception {
        Database db = parser.parse("1) P2-5 M2.3 2) M8.7 P8-5 *\n1) Pháo 2 bình 5 Mã 2 tiến 3 *\n"
                + "12) Pt/1 Bg.1 13) Xs.2 Bt-3 *\n");
        assertTrue(db.eResource().getErrors().isEmpty());
        assertEquals(3, db.getGames().size());
        assertEquals(List.of("P2-5", "M2.3", "M8.7", "P8-5"), moves(db.getGames().get(0)));
        assertEquals(List.of("Pháo 2 bình 5", "Mã 2 tiến 3"), moves(db.getGames().get(1)));
        assertEquals(List.of("Pt/1", "Bg.1", "Xs.2", "Bt-3"), moves(db.getGames().get(2)));
    }

    @Test
    void commentsVariationsNagsAndDrawOffers() throws Exception {
        Database db = parser.parse("1. e4 {[%clk 1:59:58]} e5 (1... c5 $1 2. Nf3 ; Sicilian\n) 2. Nf3!? (=) Nc6 3. Bc4 Bc5 4. 0-0 *");
        validator.assertNoErrors(db);
        Game game = db.getGames().get(0);
        // 1. e4 {clock} e5 (variation) 2. Nf3!? (=) Nc6 3. Bc4 Bc5 4. 0-0
        assertEquals(14, game.getBody().size());
        assertTrue(moves(game).contains("Nf3"));
        assertTrue(moves(game).contains("0-0"));
    }

    /** Castling written with zeros keeps its check or mate sign: "0-0-0+" is one move. */
    @Test
    void zeroCastlingWithCheckSign() throws Exception {
        Database db = parser.parse("1. 0-0-0+ 0-0# 2. O-O-O+ *");
        assertTrue(db.eResource().getErrors().isEmpty(), () -> db.eResource().getErrors().toString());
        assertEquals(List.of("0-0-0+", "0-0#", "O-O-O+"), moves(db.getGames().get(0)));
    }

    /** WXF tandem pawns written with their files ("33.4") are one move, not the move number "33." and "4". */
    @Test
    void wxfTandemMovesAreOneToken() throws Exception {
        Database db = parser.parse("[Format \"WXF\"]\n33. 33.4 ++.5 34. 3+.4 C2.5 *");
        assertTrue(db.eResource().getErrors().isEmpty(), () -> db.eResource().getErrors().toString());
        assertEquals(List.of("33.4", "++.5", "3+.4", "C2.5"), moves(db.getGames().get(0)));
    }

    @Test
    void missingResultIsASyntaxError() throws Exception {
        Database db = parser.parse("1. e4 e5");
        assertTrue(!db.eResource().getErrors().isEmpty());
    }
}
