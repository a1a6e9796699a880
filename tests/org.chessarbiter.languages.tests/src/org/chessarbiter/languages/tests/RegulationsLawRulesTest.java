package org.chessarbiter.languages.tests;

import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.BYE_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.DEFAULT_TIME_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.NORM;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.SCORING_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.TIME_CONTROL_SETTING;

import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the regulations fix against the law they name: scoring (FIDE 2018 10.1; Luật cờ Tướng 2004 Điều 21.1, 21.2),
 * the class of the time control (FIDE 2018 A.1, B.1; FIDE 2000 B1, C1; Luật cờ Tướng 2004 Điều 10.1.1e), title norms
 * (Luật cờ Tướng 2004 phụ lục 6). Each rule with a failing and a passing document.
 */
@ExtendWith(EnglishLocale.class)
class RegulationsLawRulesTest extends ShortFormRegulations {

    @Test
    void xiangqiMatchesOfTwoGamesScoreTwoOneNought_21_2() throws Exception {
        String text = "game xiangqi\ngames_per_match 2\nscoring win 1 draw 0.5 loss 0\n";
        validator.assertError(parse(text), SCORING_SETTING, RegulationsIssueCodes.SCORING_NOT_LAW, at(text, "scoring"),
                "scoring win 1 draw 0.5 loss 0".length(), "Luật cờ Tướng 2004 Điều 21.2", "win 2, draw 1, loss 0");
        validator.assertNoErrors(parse("môn cờ_tướng\nsố_ván_mỗi_trận 2\ntính_điểm thắng 2 hòa 1 thua 0\n"));
        validator.assertNoErrors(parse("game xiangqi\ngames_per_match 2\nscoring win 1 draw 0.5 loss 0 exception \"giải giao hữu\"\n"));
    }

    @Test
    void xiangqiSingleGamesScoreOneHalfNought_21_1() throws Exception {
        validator.assertError(parse("law xiangqi2004\nscoring win 2 draw 1 loss 0\n"), SCORING_SETTING, RegulationsIssueCodes.SCORING_NOT_LAW,
                "Luật cờ Tướng 2004 Điều 21.1");
        validator.assertNoErrors(parse("law xiangqi2004\nscoring win 1 draw 0.5 loss 0\n"));
    }

    @Test
    void chessScoresOneHalfNought_10_1() throws Exception {
        validator.assertError(parse("game chess\nscoring win 3 draw 1 loss 0\n"), SCORING_SETTING, RegulationsIssueCodes.SCORING_NOT_LAW,
                "FIDE 2018 10.1");
        validator.assertNoErrors(parse("game chess\nscoring win 3 draw 1 loss 0 ngoại_lệ \"3 điểm cho ván thắng\"\n"));
        validator.assertError(parse("game chess\nscoring win 1 draw 1 loss 0 exception \"?\"\n"), SCORING_SETTING,
                RegulationsIssueCodes.SCORING_NOT_LAW, "more than a draw");
    }

    @Test
    void aByeScoresAtMostAWin() throws Exception {
        validator.assertError(parse("scoring win 1 draw 0.5 loss 0\nbye 2\n"), BYE_SETTING, RegulationsIssueCodes.SCORING_NOT_LAW, "FIDE C.04.1");
        validator.assertNoErrors(parse("scoring win 1 draw 0.5 loss 0\nbye 1\n"));
    }

    @Test
    void theTimeControlHasTheDeclaredClass_A1() throws Exception {
        String text = "game chess\nlaw fide2018\ntime \"15 phút + 10 giây\" pgn \"900+10\" class standard\n";
        validator.assertError(parse(text), TIME_CONTROL_SETTING, RegulationsIssueCodes.TIME_CLASS, at(text, "standard"), "standard".length(),
                "FIDE 2018 A.1");
        validator.assertNoErrors(parse("game chess\nlaw fide2018\ntime \"15 phút + 10 giây\" pgn \"900+10\" class rapid\n"));
        validator.assertNoErrors(parse("game chess\ntime \"90 phút + 30 giây\" pgn \"5400+30\" loại tiêu_chuẩn\n"));
    }

    @Test
    void theClassIsTheLawsOfTheEditionNamed() throws Exception {
        validator.assertError(parse("law fide2000\ntime \"5 phút\" pgn \"300\" class rapid\n"), TIME_CONTROL_SETTING,
                RegulationsIssueCodes.TIME_CLASS, "FIDE 2000 C1");
        validator.assertError(parse("game xiangqi\ntime \"25 phút\" pgn \"1500\" class standard\n"), TIME_CONTROL_SETTING,
                RegulationsIssueCodes.TIME_CLASS, "Luật cờ Tướng 2004 Điều 10.1.1e");
        validator.assertNoErrors(parse("game xiangqi\ntime \"25 phút\" pgn \"1500\" class rapid\n"));
    }

    @Test
    void aNormTableContradictingAppendix6IsAnError() throws Exception {
        String text = "game xiangqi\nnorm master men games 9 points 6\n";
        validator.assertError(parse(text), NORM, RegulationsIssueCodes.NORM_TABLE, at(text, "6\n"), 1, "Luật cờ Tướng 2004 phụ lục 6",
                "9 games is 6.5 points, not 6");
        validator.assertNoErrors(parse("game xiangqi\nnorm master men games 9 points 6.5\nnorm candidate_master games 11 points 7.5\n"
                + "chuẩn cấp_1 nữ ván 13 điểm 7\n"));
    }

    @Test
    void aNormOfOtherGamesIsAtLeastItsShare() throws Exception {
        validator.assertError(parse("game xiangqi\nnorm first_class games 7 points 3\n"), NORM, RegulationsIssueCodes.NORM_TABLE,
                "at least 4 points");
        validator.assertNoErrors(parse("game xiangqi\nnorm first_class games 7 points 4\n"));
    }

    @Test
    void womenMastersAreByPlaces() throws Exception {
        validator.assertError(parse("game xiangqi\nnorm master women games 9 points 6.5\n"), NORM, RegulationsIssueCodes.NORM_TABLE,
                "by places");
        validator.assertError(parse("game xiangqi\nnorm first_class games 9 points 10\n"), NORM, RegulationsIssueCodes.NORM_TABLE,
                "more than the games give");
    }

    @Test
    void theDefaultTimeFitsTheGame_6_7_1() throws Exception {
        validator.assertError(parse("time \"5 phút\" pgn \"300+3\"\ndefault_time 5\n"), DEFAULT_TIME_SETTING, RegulationsIssueCodes.DEFAULT_TIME,
                "FIDE 2018 6.7.1");
        validator.assertWarning(parse("game xiangqi\ndefault_time 20\n"), DEFAULT_TIME_SETTING, RegulationsIssueCodes.DEFAULT_TIME,
                "Luật cờ Tướng 2004 Điều 10.2.1a");
        validator.assertNoIssues(parse("game xiangqi\ntime \"90 phút\" pgn \"25/3600:1800\"\nthời_gian_chờ 15\n"));
        validator.assertNoIssues(parse("game chess\ntime \"90 phút\" pgn \"5400+30\"\ndefault_time 0\n"));
    }
}
