package org.chessarbiter.languages.tests;

import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.GAMES_PER_MATCH_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.SYSTEM_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.TIE_BREAK_SETTING;
import static org.chessarbiter.regulations.regulations.RegulationsPackage.Literals.UNIT;

import java.util.Locale;
import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The competition system against the entrants and rounds (000 Part 2 Art. 7-16; Luật cờ Tướng 2004 Điều 25-29) and
 * the tie-breaks against their closed list and the system (FIDE C.07; Luật cờ Tướng 2004 Điều 21.3): each rule with
 * a failing and a passing document, the error located and citing its article.
 */
@ExtendWith(EnglishLocale.class)
class RegulationsSystemRulesTest extends ShortFormRegulations {

    @Test
    void theSystemIsOneThatIsPaired() throws Exception {
        String text = "system SWISS_BY_HAND\n";
        validator.assertError(parse(text), SYSTEM_SETTING, RegulationsIssueCodes.UNKNOWN_SYSTEM, at(text, "SWISS_BY_HAND"),
                "SWISS_BY_HAND".length(), "000 Part 2 Art. 7");
        validator.assertNoErrors(parse("system MODIFIED_SWISS\n"));
        validator.assertNoErrors(parse("hệ_thống SWISS_BY_LOT\n"));
    }

    @Test
    void aRoundRobinPlaysNMinusOneRounds_Art9() throws Exception {
        String text = "system ROUND_ROBIN\nrounds 7\nentrants 10\n";
        validator.assertError(parse(text), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT, at(text, "ROUND_ROBIN"),
                "ROUND_ROBIN".length(), "10 entrants plays 9 rounds, not 7", "000 Part 2 Art. 9", "Luật cờ Tướng 2004 Điều 26");
        validator.assertNoErrors(parse("system ROUND_ROBIN\nrounds 9\nentrants 10\n"));
        validator.assertNoErrors(parse("system ROUND_ROBIN\nrounds 9\nentrants 9\n"));
    }

    @Test
    void aDoubleRoundRobinPlaysTwiceNMinusOneRounds_Art9() throws Exception {
        validator.assertError(parse("system DOUBLE_ROUND_ROBIN\nrounds 9\nentrants 10\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT,
                "plays 18 rounds");
        validator.assertNoErrors(parse("system DOUBLE_ROUND_ROBIN\nrounds 18\nentrants 10\n"));
    }

    @Test
    void aSwissCannotPlayAsManyRoundsAsEntrants_Art12() throws Exception {
        validator.assertError(parse("system FIDE_DUTCH_2026\nrounds 9\nentrants 8\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT,
                "000 Part 2 Art. 12", "Luật cờ Tướng 2004 Điều 27");
        validator.assertWarning(parse("system FIDE_DUTCH_2026\nrounds 5\nentrants 12\n"), SYSTEM_SETTING,
                RegulationsIssueCodes.SWISS_FEW_ENTRANTS, "20 or more");
        validator.assertNoIssues(parse("system FIDE_DUTCH_2026\nrounds 9\nentrants 40\n"));
    }

    @Test
    void aKnockoutHalvesTheEntrantsEachRound_Art11() throws Exception {
        validator.assertError(parse("system KNOCKOUT\nrounds 4\nentrants 64\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT,
                "plays 6 rounds, not 4", "Luật cờ Tướng 2004 Điều 25");
        validator.assertWarning(parse("system KNOCKOUT\nrounds 5\nentrants 24\n"), SYSTEM_SETTING, RegulationsIssueCodes.KNOCKOUT_BYES,
                "8 entrants get a bye");
        validator.assertNoIssues(parse("system KNOCKOUT\nrounds 5\nentrants 32\n"));
    }

    @Test
    void aTeamKeepsItsBoardOrderButInAFriendlyMatchOfTwoLargeTeams_Art16_1_3() throws Exception {
        validator.assertError(parse("system TEAM_ROUND_ROBIN boards 6 reserves 2 board_order rearranged\n"), SYSTEM_SETTING,
                RegulationsIssueCodes.TEAM_BOARDS, "000 Part 2 Art. 16.1.3");
        validator.assertError(parse("system TEAM_KNOCKOUT boards 30 board_order rearranged\nentrants 4\n"), SYSTEM_SETTING,
                RegulationsIssueCodes.TEAM_BOARDS, "000 Part 2 Art. 16.1.3");
        validator.assertNoErrors(parse("hệ_thống TEAM_KNOCKOUT số_bàn 30 thứ_tự_bàn sắp_lại\nentrants 2\n"));
        validator.assertNoErrors(parse("hệ_thống TEAM_ROUND_ROBIN số_bàn 6 dự_bị 2 thứ_tự_bàn cố_định\n"));
    }

    @Test
    void aScheveningenNeedsTwoEqualGroups_Art10() throws Exception {
        validator.assertError(parse("system SCHEVENINGEN\nrounds 5\nentrants 9\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT,
                "000 Part 2 Art. 10");
        validator.assertNoErrors(parse("system SCHEVENINGEN\nrounds 5\nentrants 10\n"));
    }

    @Test
    void aTeamSystemHasBoardsAndUnitsFillThem_Art16() throws Exception {
        validator.assertError(parse("system TEAM_ROUND_ROBIN\n"), SYSTEM_SETTING, RegulationsIssueCodes.TEAM_BOARDS, "000 Part 2 Art. 16.1.3");
        validator.assertError(parse("system ROUND_ROBIN boards 4\n"), SYSTEM_SETTING, RegulationsIssueCodes.TEAM_BOARDS, "000 Part 2 Art. 16");
        validator.assertError(parse("system TEAM_DUTCH_2026 boards 4 reserves 1\nunit hn \"Hà Nội\" quota 3\n"), UNIT,
                RegulationsIssueCodes.TEAM_BOARDS, "fewer than the 4 boards");
        validator.assertNoErrors(parse("hệ_thống TEAM_DUTCH_2026 số_bàn 4 dự_bị 1\nđơn_vị hn \"Hà Nội\" tối_đa 5\n"));
    }

    @Test
    void theBakuAccelerationIsTheDutchSystems() throws Exception {
        validator.assertError(parse("system MODIFIED_SWISS baku\n"), SYSTEM_SETTING, RegulationsIssueCodes.BAKU_NOT_DUTCH, "FIDE C.04.5.1");
        validator.assertNoErrors(parse("system FIDE_DUTCH_2017 baku\n"));
    }

    @Test
    void anUnknownTieBreakIsAnErrorAtItsCode() throws Exception {
        String text = "tiebreaks BH, FOO, SB\n";
        validator.assertError(parse(text), TIE_BREAK_SETTING, RegulationsIssueCodes.UNKNOWN_TIE_BREAK, at(text, "FOO"), 3,
                "Unknown tie-break \"FOO\"", "FIDE C.07 (2026)", "000 Part 2 Art. 2.3");
        validator.assertNoErrors(parse("tiebreaks BH/C1, BH, SB, DE, WIN, VN-BH, VN-PS, LOT/0\n"));
    }

    @Test
    void theC07EditionIsOneOfItsEditions() throws Exception {
        validator.assertError(parse("tiebreaks BH edition 2019\n"), TIE_BREAK_SETTING, RegulationsIssueCodes.UNKNOWN_TIE_BREAK, "2024 and 2026");
        validator.assertNoErrors(parse("tiebreaks BH, SB edition 2024\n"));
    }

    @Test
    void buchholzIsMeaninglessInARoundRobin_21_3() throws Exception {
        String text = "system ROUND_ROBIN\ntiebreaks DE, BH/C1, SB\n";
        validator.assertError(parse(text), TIE_BREAK_SETTING, RegulationsIssueCodes.TIE_BREAK_INVALID_FOR_SYSTEM, at(text, "BH/C1"),
                "BH/C1".length(), "Luật cờ Tướng 2004 Điều 21.3");
        validator.assertNoErrors(parse("system ROUND_ROBIN\ntiebreaks DE, SB, WIN, VN-BWG, LOT/0\n"));
        validator.assertNoErrors(parse("system FIDE_DUTCH_2026\ntiebreaks DE, BH/C1, SB\n"));
    }

    @Test
    void teamTieBreaksAreForTeamEvents() throws Exception {
        validator.assertError(parse("system FIDE_DUTCH_2026\ntiebreaks MPVGP\n"), TIE_BREAK_SETTING,
                RegulationsIssueCodes.TIE_BREAK_INVALID_FOR_SYSTEM, "000 Part 2 Art. 16.1.5");
        validator.assertNoErrors(parse("system TEAM_ROUND_ROBIN boards 4\ntiebreaks MPVGP, EDE, BC\n"));
    }

    @Test
    void aCompetitionHasTwoEntrantsAndAPairingOneGame() throws Exception {
        validator.assertError(parse("system KNOCKOUT\nentrants 1\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT, "at least 2 entrants");
        validator.assertError(parse("games_per_match 0\n"), GAMES_PER_MATCH_SETTING, RegulationsIssueCodes.ROUNDS_NOT_POSITIVE,
                "Luật cờ Tướng 2004 Điều 21.2");
        validator.assertError(parse("unit hn \"Hà Nội\" quota 0\n"), UNIT, RegulationsIssueCodes.BAD_RANGE, "at least one player");
        validator.assertNoErrors(parse("system KNOCKOUT\nentrants 2\nrounds 1\ngames_per_match 2\nunit hn \"Hà Nội\" quota 1\n"));
    }

    @Test
    void messagesAreInTheUsersLanguage() throws Exception {
        Locale.setDefault(Locale.forLanguageTag("vi"));
        validator.assertError(parse("hệ_số_phụ FOO\n"), TIE_BREAK_SETTING, RegulationsIssueCodes.UNKNOWN_TIE_BREAK,
                "Không có hệ số phụ \"FOO\"", "000 Phần 2 Điều 2.3");
        validator.assertError(parse("hệ_thống ROUND_ROBIN\nsố_vòng 7\nsố_đấu_thủ 10\n"), SYSTEM_SETTING, RegulationsIssueCodes.SYSTEM_UNFIT,
                "Đấu vòng tròn 10 đấu thủ thì có 9 vòng, không phải 7", "000 Phần 2 Điều 9");
    }
}
