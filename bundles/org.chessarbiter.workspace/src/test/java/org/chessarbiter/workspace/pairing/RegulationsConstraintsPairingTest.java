package org.chessarbiter.workspace.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The regulations' pairing constraints reach the pairing of the file beside them: the same-unit rule of the last
 * round of the Vietnamese national team championships (chess 2023, xiangqi 2021: players of the same unit with more
 * than 50% of the points do not meet in the last round) and the pairs the regulations forbid.
 */
class RegulationsConstraintsPairingTest {

    /**
     * Eight players of four units, three rounds, two played: 1 and 2 (Hà Nội) have won both their games and have not
     * met; 3 and 4 (Huế) have 1 point, the others half a point. The FIDE Dutch system pairs 1 and 2 in round 3.
     */
    private static String tournament(boolean teams) {
        // round cells: opponent, colour, result; {white, black, white's result} per board
        int[][][] rounds = { { { 1, 5, 1 }, { 6, 2, 0 }, { 3, 7, 1 }, { 8, 4, 0 } },
                { { 3, 1, 0 }, { 2, 4, 1 }, { 5, 8, 2 }, { 7, 6, 2 } } };
        String[][] cells = new String[9][2];
        int[] tenths = new int[9];
        for (int r = 0; r < 2; r++) {
            for (int[] b : rounds[r]) {
                char w = b[2] == 1 ? '1' : b[2] == 0 ? '0' : '=';
                char bl = b[2] == 1 ? '0' : b[2] == 0 ? '1' : '=';
                cells[b[0]][r] = String.format(Locale.ROOT, "  %4d w %c", b[1], w);
                cells[b[1]][r] = String.format(Locale.ROOT, "  %4d b %c", b[0], bl);
                tenths[b[0]] += b[2] == 1 ? 10 : b[2] == 0 ? 0 : 5;
                tenths[b[1]] += b[2] == 0 ? 10 : b[2] == 1 ? 0 : 5;
            }
        }
        StringBuilder t = new StringBuilder("012 Giải vô địch đồng đội cờ vua\n");
        for (int n = 1; n <= 8; n++) {
            t.append(String.format(Locale.ROOT, "001 %4d  %3s %-33s %4d%28s%4.1f %4d", n, "", "Player " + n, 2400 - 10 * n, "",
                    tenths[n] / 10.0, n)).append(cells[n][0]).append(cells[n][1]).append('\n');
        }
        t.append("XXR 3\n");
        if (teams) {
            String[][] units = { { "Hà Nội", "1", "2" }, { "Huế", "3", "4" }, { "Đà Nẵng", "5", "8" }, { "Cần Thơ", "6", "7" } };
            for (String[] u : units) {
                t.append(String.format(Locale.ROOT, "013 %-32s%5s%5s\n", u[0], u[1], u[2]));
            }
        }
        return t.toString();
    }

    private static Path project(Path dir, String clauses, boolean teams) throws IOException {
        Files.writeString(dir.resolve("dieu-le.dieule"), """
                regulations vo_dich_dong_doi "Giải vô địch đồng đội"
                system FIDE_DUTCH_2026
                rounds 3
                unit hn "Hà Nội"
                unit hue "Huế"
                """ + clauses, StandardCharsets.UTF_8);
        Path trf = dir.resolve("giai.trf");
        Files.writeString(trf, tournament(teams), StandardCharsets.UTF_8);
        return trf;
    }

    private static Set<String> pairs(PairedRound round) {
        return round.pairing().boards().stream().map(b -> Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()))
                .collect(Collectors.toSet());
    }

    private static PairedRound paired(Path trf) {
        ParseResult<PairedRound> paired = PairingOperation.pair(trf, 0, PairingOverrides.NONE);
        assertTrue(paired.isOk(), paired.problems().toString());
        assertEquals(3, paired.value().pairing().round());
        return paired.value();
    }

    @Test
    void withoutTheRuleTheLeadersOfOneUnitMeet(@TempDir Path dir) throws IOException {
        assertTrue(pairs(paired(project(dir, "", true))).contains("1-2"));
    }

    @Test
    void theSameUnitRuleKeepsTheLeadersOfOneUnitApartInTheLastRound(@TempDir Path dir) throws IOException {
        PairedRound round = paired(project(dir, "same_unit_last_round above 50 %\n", true));
        Set<String> pairs = pairs(round);
        assertFalse(pairs.contains("1-2"), pairs.toString());
        assertTrue(pairs.containsAll(List.of("1-4", "2-3")), pairs.toString());
        String explained = round.pairing().explanation().text(Locale.ENGLISH);
        assertTrue(explained.contains("Players 1 and 2 do not meet") && explained.contains("Hà Nội"), explained);
    }

    @Test
    void theVietnameseFormOfTheRuleDoesTheSame(@TempDir Path dir) throws IOException {
        assertFalse(pairs(paired(project(dir, "cùng_đơn_vị_vòng_cuối trên 50 %\n", true))).contains("1-2"));
    }

    @Test
    void theRuleWithoutUnitsInTheTournamentIsAWarningAtTheRuleAndChangesNothing(@TempDir Path dir) throws IOException {
        ParseResult<PairedRound> paired = PairingOperation.pair(project(dir, "same_unit_last_round above 50 %\n", false), 0,
                PairingOverrides.NONE);
        assertTrue(paired.isOk(), paired.problems().toString());
        assertTrue(pairs(paired.value()).contains("1-2"));
        List<Problem> warnings = paired.problems().stream().filter(p -> !p.isError()).toList();
        assertEquals(1, warnings.size(), warnings.toString());
        assertEquals(6, warnings.get(0).location().line());
        assertTrue(warnings.get(0).message().format(Locale.ENGLISH).contains("no player of the tournament has a unit"));
    }

    @Test
    void aPairingTheRegulationsForbidIsNotMadeInAnyRound(@TempDir Path dir) throws IOException {
        PairedRound round = paired(project(dir, "forbid \"Player 1\" and \"2\"\n", false));
        assertFalse(pairs(round).contains("1-2"), pairs(round).toString());
        assertTrue(round.pairing().explanation().text(Locale.ENGLISH).contains("Player 1 and Player 2 do not meet"));
    }

    @Test
    void aForbiddenPairingNamingNoPlayerIsAWarning(@TempDir Path dir) throws IOException {
        ParseResult<PairedRound> paired = PairingOperation.pair(project(dir, "không_gặp \"Nobody\" và \"Player 2\"\n", false), 0,
                PairingOverrides.NONE);
        assertTrue(paired.isOk(), paired.problems().toString());
        assertTrue(pairs(paired.value()).contains("1-2"));
        assertTrue(paired.problems().stream().anyMatch(p -> p.message().format(Locale.ENGLISH).contains("no player Nobody")),
                paired.problems().toString());
    }
}
