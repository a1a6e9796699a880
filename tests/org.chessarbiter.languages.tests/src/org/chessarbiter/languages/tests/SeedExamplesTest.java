package org.chessarbiter.languages.tests;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.MISSING_MOVE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import org.chessarbiter.scoresheet.convert.ScoresheetConverter;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.MoveNumber;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The examples the laws print: the chess game of 000, Điều 11.2 and the score sheet form of appendix 4 of 001. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class SeedExamplesTest {
    /** 000_f40b5c1caef920b9.txt, "Ván cờ ví dụ", as printed (the "…v.v…" ending written as "*"). */
    static final String SEED_GAME = "1.d4 Mf6 2.c4 e6 3.Mc3 Tb4 4.Td2 0-0 5.e4 d5 6.e:d5 7.c:d5 T:c3 8.T:c3 M:d5 9.Mf3 b6 "
            + "10.Hb3 M:c3 11.b:c3 c5 12.Te2 c:d4 13.M:d4 Xe8 14.0-0 Md7 15.a4 Mc5 16.Hb4 Tb7 17.a5 *";

    @Inject
    private Scoresheets sheets;

    @Inject
    private ScoresheetConverter converter;

    /** Exactly one problem: after 6.e:d5 Black's move is missing (the numbers say 7. where Black is to play). */
    @Test
    void theSeedGameAsPrintedMissesAMoveAfter6exd5() throws Exception {
        Database db = sheets.bienban(SEED_GAME);
        List<Issue> issues = sheets.issues(db);
        assertEquals(1, issues.size(), issues::toString);
        Issue missing = issues.get(0);
        assertEquals(MISSING_MOVE, missing.getCode());
        assertEquals(SEED_GAME.indexOf("7.c:d5"), missing.getOffset(), "at the number 7.");
        sheets.validator().assertError(db, org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals.MOVE_NUMBER,
                MISSING_MOVE);
        assertTrue(List.of(missing.getData()).contains("exd5"), () -> List.of(missing.getData()).toString());
        assertTrue(missing.getMessage().contains("6"), missing.getMessage());
    }

    @Test
    void theCorrectedSeedGameValidates() throws Exception {
        Database db = sheets.bienban(SEED_GAME.replace("6.e:d5 7.c:d5", "6.e:d5 e:d5 7.c:d5"));
        assertEquals(List.of(), sheets.issues(db));
        assertTrue(db.getGames().get(0).getBody().stream().anyMatch(MoveNumber.class::isInstance));
    }

    /** Điều 11.2a: the word form and the sign form of the same opening are the same moves. */
    @Test
    void xiangqiExamplesOfArticle11_2Validate() throws Exception {
        String words = "1) Pháo 2 bình 5 Mã 2 tiến 3\n2) Mã 8 tiến 7 Pháo 8 bình 5 *";
        String signs = "1) P2-5 M2.3\n2) M8.7 P8-5 *";
        assertEquals(List.of(), sheets.issues(sheets.bienban(words)));
        assertEquals(List.of(), sheets.issues(sheets.bienban(signs)));
        String iccs = converter.convert(signs, "iccs", Syntax.PGN).value();
        assertEquals(iccs, converter.convert(words, "iccs", Syntax.PGN).value());
        assertTrue(iccs.contains("1. h2e2 b9c7 2. b0c2 h7e7"), iccs);
    }

    /**
     * Điều 11.2: "12) Pt/1 Bg.1 13) Xs.2 Bt-3" — front/middle/rear pieces on one file. The law prints the
     * moves without a position; this position has Red's cannons and rooks in tandem and three black
     * soldiers on one file, so that every one of the four moves is legal.
     */
    @Test
    void tandemPiecesOfArticle11_2Validate() throws Exception {
        String game = "[FEN \"3k5/9/9/9/9/3pC4/R8/3pC4/9/R2p1K3 w - - 0 12\"]\n12) Pt/1 Bg.1 13) Xs.2 Bt-3 *";
        assertEquals(List.of(), sheets.issues(sheets.bienban(game)));
        String iccs = converter.convert(game, "iccs", Syntax.PGN).value();
        assertTrue(iccs.contains("12. e4e3 d2d1 13. a0a2 d0c0"), iccs);
    }

    /** Luật cờ Tướng 2004 phụ lục 4: the score sheet form, its header fields as tags and its first two moves. */
    @Test
    void scoresheetFormOfAppendix4Validates() throws Exception {
        String form = """
                [Event "Giải vô địch cờ Tướng"]
                [Round "1"]
                [Date "2004.05.01"]
                [White "Nguyễn Văn A"]
                [WhiteNumber "1"]
                [Black "Trần Văn B"]
                [BlackNumber "2"]
                [Arbiter "Lê Văn C"]
                [ArbiterVerdict "Hòa"]
                [WhiteScore "½"]
                [BlackScore "½"]

                1. P2-5 M8.7 2. M2.3 P2-4 1/2-1/2
                """;
        assertEquals(List.of(), sheets.issues(sheets.bienban(form)));
        assertEquals(List.of("verdictMismatch"), sheets.codes(sheets.bienban(form.replace("\"Hòa\"", "\"Đen thắng\""))));
    }
}
