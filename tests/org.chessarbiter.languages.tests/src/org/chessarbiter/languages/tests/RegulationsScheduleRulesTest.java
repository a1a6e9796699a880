package org.chessarbiter.languages.tests;

import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.AGE_GROUP;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.DATES_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.DEADLINE_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.FORBIDDEN_PAIRING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.PRIZE;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.RATING_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.ROUNDS_PER_DAY_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.ROUND_DATE;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.SAME_UNIT_SETTING;

import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Dates, schedule and deadline (Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2.2), eligibility, pairing constraints
 * and prizes (000 Part 2 Art. 2.5, 2.6): each rule with a failing and a passing document.
 */
@ExtendWith(EnglishLocale.class)
class RegulationsScheduleRulesTest extends ShortFormRegulations {

    private static final String DATES = "from 2026-07-10 to 2026-07-14\nrounds 9\n";

    @Test
    void aRoundOutsideTheDatesIsAnError() throws Exception {
        String text = DATES + "round 1 on 2026-07-10 at 14:00\nround 9 on 2026-07-15 at 08:00\n";
        validator.assertError(parse(text), ROUND_DATE, RegulationsIssueCodes.ROUND_OUTSIDE_DATES, at(text, "2026-07-15"),
                "2026-07-15".length(), "Round 9 on 2026-07-15", "Luật cờ Tướng 2004 phụ lục 5", "000 Part 2 Art. 2.2");
        validator.assertNoErrors(parse(DATES + "vòng 1 ngày 10/07/2026 lúc 14:00\nvòng 9 ngày 14/07/2026 lúc 08:00\n"));
    }

    @Test
    void roundsExistAndComeInOrder() throws Exception {
        validator.assertError(parse(DATES + "round 10 on 2026-07-14\n"), ROUND_DATE, RegulationsIssueCodes.ROUND_OUTSIDE_DATES, "has 9 rounds");
        validator.assertError(parse(DATES + "round 1 on 2026-07-12\nround 2 on 2026-07-11\n"), ROUND_DATE,
                RegulationsIssueCodes.ROUND_OUTSIDE_DATES, "Round 2 is scheduled before round 1");
        validator.assertError(parse(DATES + "round 1 on 2026-07-11\nround 1 on 2026-07-12\n"), ROUND_DATE,
                RegulationsIssueCodes.ROUND_OUTSIDE_DATES, "Round 1 is scheduled twice");
        validator.assertNoErrors(parse(DATES + "round 1 on 2026-07-11\nround 2 on 2026-07-11\n"));
    }

    @Test
    void noDayPlaysMoreRoundsThanStated() throws Exception {
        String text = DATES + "rounds_per_day 2\nround 1 on 2026-07-10 at 08:00\nround 2 on 2026-07-10 at 14:00\nround 3 on 2026-07-10 at 19:00\n";
        validator.assertError(parse(text), ROUND_DATE, RegulationsIssueCodes.ROUNDS_PER_DAY, at(text, "2026-07-10 at 19:00"),
                "2026-07-10".length(), "Round 3 is one of 3 rounds on 2026-07-10", "at most 2 a day", "Luật cờ Tướng 2004 phụ lục 5");
        validator.assertError(parse("from 2026-07-10 to 2026-07-11\nrounds 9\nrounds_per_day 2\n"), ROUNDS_PER_DAY_SETTING,
                RegulationsIssueCodes.ROUNDS_PER_DAY, "9 rounds do not fit in the 2 days", "000 Part 2 Art. 2.2");
        validator.assertError(parse("rounds_per_day 0\n"), ROUNDS_PER_DAY_SETTING, RegulationsIssueCodes.ROUNDS_NOT_POSITIVE,
                "at least one round");
        validator.assertNoErrors(parse(DATES + "số_vòng_mỗi_ngày 2\nvòng 1 ngày 10/07/2026 lúc 08:00\n"
                + "vòng 2 ngày 10/07/2026 lúc 14:00\nvòng 3 ngày 11/07/2026 lúc 08:00\n"));
    }

    @Test
    void datesAndTimesExist() throws Exception {
        validator.assertError(parse("from 2026-02-30 to 2026-03-02\n"), DATES_SETTING, RegulationsIssueCodes.BAD_DATE, "2026-02-30");
        validator.assertError(parse("from 2026-07-14 to 2026-07-10\n"), DATES_SETTING, RegulationsIssueCodes.ROUND_OUTSIDE_DATES, "ends");
        validator.assertError(parse(DATES + "round 1 on 2026-07-10 at 25:00\n"), ROUND_DATE, RegulationsIssueCodes.BAD_DATE, "25:00");
        validator.assertNoErrors(parse("từ_ngày 28/02/2026 đến_ngày 2026-03-02\n"));
    }

    @Test
    void theRegistrationDeadlineIsBeforeTheStart() throws Exception {
        validator.assertError(parse(DATES + "registration_deadline 2026-07-10\n"), DEADLINE_SETTING, RegulationsIssueCodes.DEADLINE_AFTER_START,
                "Luật cờ Tướng 2004 phụ lục 5");
        validator.assertNoErrors(parse(DATES + "hạn_chót 2026-07-05\n"));
    }

    @Test
    void theSameUnitRuleWithoutUnitsIsAnError() throws Exception {
        String text = "system FIDE_DUTCH_2026\nsame_unit_last_round above 50 %\n";
        validator.assertError(parse(text), SAME_UNIT_SETTING, RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS, at(text, "same_unit"),
                "same_unit_last_round above 50 %".length(), "no unit is defined", "000 Part 2 Art. 2.5");
        validator.assertNoErrors(parse("system FIDE_DUTCH_2026\ncùng_đơn_vị_vòng_cuối trên 50 %\nđơn_vị hn \"Hà Nội\"\nđơn_vị hcm \"TP HCM\"\n"));
    }

    @Test
    void theSameUnitRuleIsForSwissSystems() throws Exception {
        validator.assertError(parse("system ROUND_ROBIN\nsame_unit_last_round above 50 %\nunit hn \"Hà Nội\"\n"), SAME_UNIT_SETTING,
                RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS, "000 Part 2 Art. 9, 12");
        validator.assertError(parse("same_unit_last_round above 150 %\nunit hn \"Hà Nội\"\n"), SAME_UNIT_SETTING,
                RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS, "150%");
    }

    @Test
    void rangesAreWrittenInOrder() throws Exception {
        validator.assertError(parse("rating from 2400 to 1800\n"), RATING_SETTING, RegulationsIssueCodes.BAD_RANGE, "2400 to 1800");
        validator.assertError(parse("age_group U10 born from 2017 to 2016\n"), AGE_GROUP, RegulationsIssueCodes.BAD_RANGE, "2017 to 2016");
        validator.assertError(parse("forbid \"An\" and \"An\"\n"), FORBIDDEN_PAIRING, RegulationsIssueCodes.BAD_RANGE, "An");
        validator.assertNoErrors(parse("elo từ 1800 đến 2400\nlứa_tuổi U10 sinh từ 2016 đến 2017\nkhông_gặp \"An\" và \"Bình\"\n"));
    }

    @Test
    void prizesGoToPlacesThatExist() throws Exception {
        validator.assertWarning(parse("entrants 8\nprize 1 to 10 \"Tiền thưởng\"\n"), PRIZE, RegulationsIssueCodes.PRIZE_BEYOND_ENTRANTS,
                "000 Part 2 Art. 2.6");
        validator.assertError(parse("prize 5 to 3 \"?\"\n"), PRIZE, RegulationsIssueCodes.BAD_RANGE, "5 to 3");
        validator.assertNoIssues(parse("entrants 8\ngiải 1 đến 3 \"Huy chương\"\ngiải 1 hạng U10 \"Cúp\"\nđồng_hạng chia_đều\n"));
    }
}
