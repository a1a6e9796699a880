package org.chessarbiter.languages.tests;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Every validation rule of the scoresheet language, each with a failing and a passing example. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetValidationTest {
    @Inject
    private Scoresheets sheets;

    private void assertClean(String text) throws Exception {
        Database db = sheets.bienban(text);
        assertEquals(List.of(), sheets.issues(db), text);
    }

    @Test
    void illegalMoveListsTheNearLegalMoves() throws Exception {
        Database db = sheets.bienban("1. e4 e5 2. Ke3 *");
        sheets.validator().assertError(db, Literals.MOVE, ILLEGAL_MOVE);
        assertTrue(List.of(sheets.issue(db, ILLEGAL_MOVE).getData()).contains("Ke2"));
        assertClean("1. e4 e5 2. Ke2 *");
    }

    @Test
    void illegalMoveInAVariation() throws Exception {
        sheets.validator().assertError(sheets.bienban("1. e4 e5 (1... Ke7) 2. Nf3 *"), Literals.MOVE, ILLEGAL_MOVE);
        assertClean("1. e4 e5 (1... Ke7?! 2. d4) 2. Nf3 *".replace("Ke7?!", "d5"));
    }

    @Test
    void unreadableMove() throws Exception {
        sheets.validator().assertError(sheets.bienban("1. e4 Zz9 *"), Literals.MOVE, UNREADABLE_MOVE);
        assertClean("1. e4 e5 *");
    }

    /** {@code ended} has a move after an automatic ending citing {@code article}; {@code goesOn} has none. */
    private void assertMoveAfterEnd(String ended, String article, String goesOn) throws Exception {
        Database db = sheets.bienban(ended);
        sheets.validator().assertError(db, Literals.MOVE, MOVE_AFTER_END);
        assertTrue(sheets.issue(db, MOVE_AFTER_END).getMessage().contains(article));
        sheets.validator().assertNoError(sheets.bienban(goesOn), MOVE_AFTER_END);
    }

    @Test
    void movesAfterSeventyFiveMovesAreErrorsUnderFide2018() throws Exception {
        String moves = "\"]\n100. Rh2 Kd5 101. Rh3 *";
        assertMoveAfterEnd("[FEN \"8/8/8/4k3/8/8/4K3/7R w - - 149 100" + moves, "9.6.2",
                "[FEN \"8/8/8/4k3/8/8/4K3/7R w - - 140 100" + moves);
    }

    @Test
    void ambiguousMoveListsItsCandidates() throws Exception {
        Database db = sheets.bienban("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Ng5 *");
        sheets.validator().assertError(db, Literals.MOVE, AMBIGUOUS_MOVE);
        assertEquals(List.of("Nfg5", "Neg5"), List.of(sheets.issue(db, AMBIGUOUS_MOVE).getData()));
        assertClean("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Nfg5 *");
    }

    @Test
    void moveNumberMustAgreeWithTheSideToMove() throws Exception {
        Database db = sheets.bienban("1. e4 e5 3. Nf3 *");
        sheets.validator().assertError(db, Literals.MOVE_NUMBER, MOVE_NUMBER);
        assertEquals(List.of("2."), List.of(sheets.issue(db, MOVE_NUMBER).getData()));
        sheets.validator().assertWarning(sheets.bienban("1. e4 1. e5 *"), Literals.MOVE_NUMBER, MOVE_NUMBER);
        assertClean("1. e4 1... e5 2. Nf3 *");
        assertClean("1) P2-5 M2.3 2) M8.7 P8-5 *");
    }

    @Test
    void movesAfterCheckmateAreErrors() throws Exception {
        sheets.validator().assertError(sheets.bienban("1. f3 e5 2. g4 Qh4# 3. a3 0-1"), Literals.MOVE, MOVE_AFTER_END);
        assertClean("1. f3 e5 2. g4 Qh4# 0-1");
    }

    @Test
    void movesAfterFivefoldRepetitionAreErrorsUnderFide2018Only() throws Exception {
        String cycle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 *";
        assertMoveAfterEnd(cycle, "9.6.1", "[Law \"FIDE 2000\"]\n" + cycle);
    }

    @Test
    void claimableDrawsAreInformation() throws Exception {
        Database db = sheets.bienban("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *");
        Issue claim = sheets.issue(db, CLAIMABLE_DRAW);
        assertEquals(Severity.INFO, claim.getSeverity());
        assertTrue(claim.getMessage().contains("9.2"), claim.getMessage());
        sheets.validator().assertNoIssue(sheets.bienban("1. Nf3 Nf6 2. Ng1 Ng8 *"), Literals.MOVE, CLAIMABLE_DRAW);
        Database fifty = sheets.bienban("[FEN \"8/8/8/4k3/8/8/4K3/7R w - - 99 80\"]\n80. Rh2 *");
        assertTrue(sheets.issue(fifty, CLAIMABLE_DRAW).getMessage().contains("9.3"));
        sheets.validator().assertNoIssue(sheets.bienban("[FEN \"8/8/8/4k3/8/8/4K3/7R w - - 90 80\"]\n80. Rh2 *"),
                Literals.MOVE, CLAIMABLE_DRAW);
    }

    @Test
    void resultMustAgreeWithCheckmate() throws Exception {
        Database db = sheets.bienban("1. f3 e5 2. g4 Qh4# 1-0");
        sheets.validator().assertError(db, Literals.RESULT, RESULT_CONTRADICTS);
        assertEquals(List.of("0-1"), List.of(sheets.issue(db, RESULT_CONTRADICTS).getData()));
        assertTrue(sheets.issue(db, RESULT_CONTRADICTS).getMessage().contains("5.1.1"));
        sheets.validator().assertWarning(sheets.bienban("1. f3 e5 2. g4 Qh4# *"), Literals.RESULT, RESULT_CONTRADICTS);
    }

    @Test
    void resultMustAgreeWithStalemate() throws Exception {
        String loyd = "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 ";
        sheets.validator().assertError(sheets.bienban(loyd + "1-0"), Literals.RESULT, RESULT_CONTRADICTS);
        assertClean(loyd + "1/2-1/2");
    }

    /** {@code game} ended by a verdict citing {@code article}: a draw contradicts it, 0-1 agrees. */
    private void assertBlackWinsBy(String game, String article) throws Exception {
        Database db = sheets.bienban(game + "1/2-1/2");
        assertTrue(sheets.issue(db, RESULT_CONTRADICTS).getMessage().contains(article));
        assertEquals(List.of("0-1"), List.of(sheets.issue(db, RESULT_CONTRADICTS).getData()));
        assertClean(game + "0-1");
    }

    @Test
    void xiangqiNoLegalMoveLoses_7_1b() throws Exception {
        assertBlackWinsBy("[FEN \"4k4/9/9/9/9/9/9/r8/9/3K5 b\"]\n1... a2a1 ", "Điều 7.1b");
    }

    @Test
    void xiangqiPerpetualCheckVerdictCitesItsArticle23Point() throws Exception {
        assertBlackWinsBy("[FEN \"4k4/9/5R3/9/9/9/9/9/9/3K5 w\"]\n1. f7e7 e9f9 2. e7f7 f9e9 3. f7e7 e9f9 4. e7f7 f9e9 ",
                "Điều 23 điểm 1");
    }

    @Test
    void resultTagMustAgreeWithTheMarker() throws Exception {
        Database db = sheets.bienban("[Result \"1-0\"]\n1. e4 e5 0-1");
        sheets.validator().assertError(db, Literals.TAG, RESULT_TAG_MISMATCH);
        assertEquals(List.of("\"0-1\""), List.of(sheets.issue(db, RESULT_TAG_MISMATCH).getData()));
        assertClean("[Result \"0-1\"]\n1. e4 e5 0-1");
    }

    @Test
    void mixedNotationStylesGiveAWarning() throws Exception {
        Database db = sheets.bienban("1. e4 e5 2. Nf3 Mc6 *");
        sheets.validator().assertWarning(db, Literals.MOVE, MIXED_NOTATION);
        assertEquals(List.of("san-en", "san-vi"), List.of(sheets.issue(db, MIXED_NOTATION).getData()));
        assertClean("1. e4 e5 2. Mf3 Mc6 *");
        sheets.validator().assertWarning(sheets.bienban("1. P2-5 M8+7 *"), Literals.MOVE, MIXED_NOTATION);
    }

    @Test
    void pgnFilesUsePgnNotation() throws Exception {
        Database db = sheets.pgn("1. d4 Mf6 *");
        sheets.validator().assertWarning(db, Literals.MOVE, PGN_NOTATION);
        assertEquals(List.of(), sheets.issues(sheets.pgn("1. d4 Nf6 *")));
        assertEquals(List.of(), sheets.issues(sheets.pgn("[Game \"Chinese Chess\"]\n1. h2e2 h9g7 *")));
        assertEquals(List.of(), sheets.issues(sheets.pgn("[Game \"Chinese Chess\"]\n1. C2.5 H8+7 *")));
    }

    @Test
    void clockReadingsAreCheckedAgainstTheTimeControl_10_1_2() throws Exception {
        Database db = sheets.bienban("[TimeControl \"25/3600:1800\"]\n1. e4 {[%clk 1:00:10]} e5 {[%clk 0:59:00]} *");
        sheets.validator().assertError(db, Literals.COMMENT, CLOCK_READING);
        assertClean("[TimeControl \"25/3600:1800\"]\n1. e4 {[%clk 0:59:50]} e5 {[%clk 0:59:00]} *");
    }

    @Test
    void playAfterTheFlagFellIsAWarning() throws Exception {
        Database db = sheets.bienban("[TimeControl \"25/3600:1800\"]\n1. e4 {[%clk 0:30:00]} e5 2. Nf3 {[%clk 0:00:00]} Nc6 3. Bb5 *");
        sheets.validator().assertWarning(db, Literals.COMMENT, TIME_EXCEEDED);
        // the 25th move completes the period: 0:00:00 then meets the control, and 30 more minutes follow
        sheets.validator().assertNoIssue(sheets.bienban(knightShuffle(25)), Literals.COMMENT, TIME_EXCEEDED);
        sheets.validator().assertWarning(sheets.bienban(knightShuffle(24)), Literals.COMMENT, TIME_EXCEEDED);
    }

    /** 26 moves of knights going back and forth (FIDE 2000: no automatic fivefold), White's clock at 0:00:00 after move {@code zeroAt}. */
    private static String knightShuffle(int zeroAt) {
        StringBuilder game = new StringBuilder("[Law \"FIDE 2000\"]\n[TimeControl \"25/3600:1800\"]\n");
        String[] knights = {"Nf3 Nf6", "Ng1 Ng8", "Nc3 Nc6", "Nb1 Nb8"};
        for (int i = 1; i <= 26; i++) {
            String[] pair = knights[(i - 1) % 4].split(" ");
            game.append(i).append(". ").append(pair[0]).append(i == zeroAt ? " {[%clk 0:00:00]} " : " ").append(pair[1]).append(' ');
        }
        return game.append('*').toString();
    }

    @Test
    void unreadableTimeControl() throws Exception {
        sheets.validator().assertError(sheets.bienban("[TimeControl \"abc\"]\n1. e4 *"), Literals.TAG, BAD_TIME_CONTROL);
    }

    @Test
    void arbiterVerdictAndRecordedScoresOfAppendix4() throws Exception {
        sheets.validator().assertError(sheets.bienban("[ArbiterVerdict \"Đen thắng\"]\n1. e4 e5 1-0"), Literals.TAG,
                VERDICT_MISMATCH);
        sheets.validator().assertWarning(sheets.bienban("[WhiteScore \"1\"]\n[BlackScore \"1\"]\n1. e4 e5 1-0"),
                Literals.TAG, RECORDED_SCORE);
        sheets.validator().assertWarning(sheets.bienban("[WhiteScore \"0\"]\n[BlackScore \"1\"]\n1. e4 e5 1-0"),
                Literals.TAG, RECORDED_SCORE);
        assertClean("[ArbiterVerdict \"Trắng thắng\"]\n[WhiteScore \"1\"]\n[BlackScore \"0\"]\n1. e4 e5 1-0");
    }

    @Test
    void unknownVariantAndInvalidStart() throws Exception {
        sheets.validator().assertError(sheets.bienban("[Variant \"crazyhouse\"]\n1. e4 *"), Literals.TAG, UNKNOWN_VARIANT);
        sheets.validator().assertError(sheets.bienban("[FEN \"8/8/8 w\"]\n1. e4 *"), Literals.TAG, INVALID_START);
        assertClean("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 *");
    }

    @Test
    void misplacedNagBeforeTheFirstMove() throws Exception {
        sheets.validator().assertWarning(sheets.bienban("$1 1. e4 *"), Literals.NAG, MISPLACED);
        assertClean("1. e4 $1 *");
    }

    @Test
    void duplicateTagIsAnError() throws Exception {
        sheets.validator().assertError(sheets.bienban("[Event \"A\"]\n[Event \"B\"]\n1. e4 *"), Literals.TAG, DUPLICATE_TAG);
        assertClean("[Event \"A\"]\n1. e4 *");
    }
}
