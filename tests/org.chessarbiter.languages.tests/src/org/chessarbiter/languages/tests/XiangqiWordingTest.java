package org.chessarbiter.languages.tests;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The scoresheet checks of a xiangqi game in its own notation and words: a PGN game with {@code [Format
 * "WXF"]} is read in WXF alone (standard, no warning; a wrong move is an error at that move), and the
 * validator's messages name the sides Red and Black.
 */
@ExtendWith({ InjectionExtension.class, EnglishLocale.class })
@InjectWith(ScoresheetInjectorProvider.class)
class XiangqiWordingTest {
    /** Fairy-stockfish self-play (WXF by ffish) with Red's 6th move, P9+1, deleted: 6. P1+1 is then not legal in WXF. */
    private static final String DELETED_PLY = "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n"
            + "1. R1+1 E3+1 2. C8+1 C2=6 3. C2=1 E7+9 4. C1+4 E9-7 5. C1-2 P1+1\n6. P1+1 P7+1 7. C8+2 C1=9 *\n";

    @Inject
    private Scoresheets sheets;

    @Test
    void aWxfGameWithItsFormatTagIsReadInWxfAloneAndItsWrongMoveIsAnErrorThere() throws Exception {
        List<Issue> issues = sheets.issues(sheets.pgn(DELETED_PLY));
        assertEquals(List.of(ILLEGAL_MOVE), issues.stream().map(Issue::getCode).toList(), issues::toString);
        assertEquals(DELETED_PLY.indexOf("6. P1+1") + 3, issues.get(0).getOffset());
        assertTrue(issues.get(0).getMessage().contains("\"P1+1\" is not a legal move"), issues.get(0)::getMessage);
        // the whole game (the ply put back) is standard PGN: no warning at all
        String whole = DELETED_PLY.replace("P1+1\n6. P1+1 P7+1 7. C8+2 C1=9", "P1+1\n6. P9+1 P1+1 7. P7+1 C8+2");
        assertEquals(List.of(), sheets.issues(sheets.pgn(whole)));
    }

    @Test
    void anUntaggedPgnGameInAnotherNotationIsStillWarned() throws Exception {
        sheets.validator().assertWarning(sheets.pgn("[Game \"Chinese Chess\"]\n1. P2=5 M8+7 *"),
                Literals.MOVE, PGN_NOTATION);
    }

    @Test
    void aResultThatContradictsACheckmateNamesRed() throws Exception {
        Database db = sheets.bienban("[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w\"]\n1. b0b9 0-1");
        String message = sheets.issue(db, RESULT_CONTRADICTS).getMessage();
        assertTrue(message.contains("Red wins by checkmate (Luật cờ Tướng 2004 Điều 7.1a)"), message);
        assertFalse(message.contains("White"), message);
    }
}
