package org.chessarbiter.workspace.regulations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The regulations configure the tournament: each thing both files state that they state differently is an error on
 * both, at the regulations' setting and at the tournament's field; files that agree give nothing; a disagreement with
 * a tournament that has published a round is also a change of published regulations (Luật cờ Tướng 2004 phụ lục 5).
 */
class RegulationsAgreementTest {

    /** Regulations in the short form; line 1 names them, each setting on its own line (line numbers below count on it). */
    private static final String REGULATIONS = """
            regulations giai_mo "Open"
            game chess
            system FIDE_DUTCH_2026
            rounds 5
            scoring win 1 draw 0.5 loss 0
            tiebreaks BH/C1, BH, SB
            time "90 minutes + 30 seconds" pgn "5400+30"
            law fide2018
            """;

    @TempDir
    Path dir;

    private static TournamentInfo info(GameKind game, String law, boolean team, CompetitionSystem system, int rounds, String time,
            List<String> tieBreaks) {
        return new TournamentInfo("Open", game, law, team, system, Map.of(), rounds, "", "", "", "", "", time, tieBreaks);
    }

    private static TournamentInfo agreeing() {
        return info(GameKind.CHESS, "FIDE 2018", false, CompetitionSystem.SWISS_DUTCH, 5, "5400 + 30", List.of("BH/C1", "BH", "SB"));
    }

    private static Tournament tournament(TournamentInfo info) {
        return Tournament.of(info, List.of(), List.of());
    }

    private RegulationsAgreement.Problems check(String regulations, Tournament t) throws IOException {
        Path file = dir.resolve("dieu-le.dieule");
        Files.writeString(file, regulations);
        Regulations model = RegulationsSettings.read(file).value().orElseThrow();
        return RegulationsAgreement.check(file, model, dir.resolve("giai.tournament"), t);
    }

    /** The one disagreement found: at line {@code line} of the regulations and at field {@code field} of the tournament. */
    private static String single(RegulationsAgreement.Problems found, int line, String field) {
        assertEquals(1, found.regulations().size(), found.toString());
        assertEquals(1, found.tournament().size(), found.toString());
        Problem r = found.regulations().get(0);
        Problem t = found.tournament().get(0);
        assertTrue(r.isError() && t.isError(), found.toString());
        assertEquals(ProblemKind.INCONSISTENT, r.kind());
        assertEquals(line, r.location().line(), "the setting's line: " + r);
        assertEquals(1, r.location().column(), "the setting's column: " + r);
        assertEquals(Location.part(field), t.location(), "the tournament's field: " + t);
        assertEquals(r.message(), t.message(), "the same words on both files");
        String text = r.message().format(Locale.ENGLISH);
        assertTrue(text.contains("dieu-le.dieule") && text.contains("giai.tournament"), "both files are named: " + text);
        return text;
    }

    @Test
    void agreeingFilesGiveNothing() throws IOException {
        RegulationsAgreement.Problems found = check(REGULATIONS, tournament(agreeing()));
        assertTrue(found.agree(), found.toString());
    }

    @Test
    void whatTheTournamentDoesNotStateIsNotADisagreement() throws IOException {
        TournamentInfo silent = info(GameKind.CHESS, "", false, CompetitionSystem.OTHER, 0, "", List.of());
        assertTrue(check(REGULATIONS, tournament(silent)).agree());
    }

    @Test
    void anotherGame() throws IOException {
        TournamentInfo i = info(GameKind.XIANGQI, "FIDE 2018", false, CompetitionSystem.SWISS_DUTCH, 5, "5400+30", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 2, "game");
        assertTrue(text.contains("CHESS") && text.contains("XIANGQI"), text);
    }

    @Test
    void anotherSystem() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2018", false, CompetitionSystem.ROUND_ROBIN, 5, "", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 3, "system");
        assertTrue(text.startsWith("the competition system differs") && text.contains("FIDE_DUTCH_2026") && text.contains("ROUND_ROBIN"), text);
    }

    @Test
    void aTeamEventForAnIndividualSystem() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2018", true, CompetitionSystem.SWISS_DUTCH, 5, "", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 3, "teamEvent");
        assertTrue(text.contains("individual event") && text.contains("team event"), text);
        String vi = check(REGULATIONS, tournament(i)).regulations().get(0).message().format(Locale.forLanguageTag("vi"));
        assertTrue(vi.startsWith("Loại giải khác nhau") && vi.contains("giải đồng đội"), vi);
    }

    @Test
    void anotherNumberOfRounds() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2018", false, CompetitionSystem.SWISS_DUTCH, 7, "", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 4, "numberOfRounds");
        assertTrue(text.contains(": the regulations dieu-le.dieule say 5, the tournament file giai.tournament says 7"), text);
    }

    @Test
    void moreRoundsPlayedThanTheRegulationsFix() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2018", false, CompetitionSystem.SWISS_DUTCH, 0, "", List.of());
        List<Round> six = java.util.stream.IntStream.rangeClosed(1, 6).mapToObj(n -> new Round(n, "", false, List.of(), List.of())).toList();
        RegulationsAgreement.Problems found = check(REGULATIONS, Tournament.of(i, List.of(), six));
        assertEquals(1, found.regulations().size(), found.toString());
        assertEquals(4, found.regulations().get(0).location().line());
        assertEquals(Location.part("rounds").element(5), found.tournament().get(0).location(), "the first round too many");
        assertTrue(found.tournament().get(0).message().format(Locale.ENGLISH).contains("has 6 rounds, more than the regulations"));
        assertTrue(check(REGULATIONS, Tournament.of(i, List.of(), six.subList(0, 5))).agree(), "5 rounds of 5");
    }

    @Test
    void anotherScoring() throws IOException {
        Tournament t = tournament(agreeing()).withScoring(Scoring.twoGameMatchGames());
        String text = single(check(REGULATIONS, t), 5, "scoring");
        assertTrue(text.contains("say 1 / 0.5 / 0") && text.contains("says 2 / 1 / 0"), text);
    }

    @Test
    void otherTieBreaksOrTheSameInAnotherOrder() throws IOException {
        TournamentInfo reordered = agreeing().withTieBreaks(List.of("BH", "BH/C1", "SB"));
        String text = single(check(REGULATIONS, tournament(reordered)), 6, "tieBreaks");
        assertTrue(text.contains("say BH/C1, BH, SB") && text.contains("says BH, BH/C1, SB"), text);
        TournamentInfo sameInOneString = agreeing().withTieBreaks(List.of("bh/c1 BH,SB"));
        assertTrue(check(REGULATIONS, tournament(sameInOneString)).agree(), "codes are compared as codes, whatever their case and separators");
    }

    @Test
    void anotherTimeControl() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2018", false, CompetitionSystem.SWISS_DUTCH, 5, "40/6000+30:1800+30", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 7, "timeControl");
        assertTrue(text.contains("5400+30") && text.contains("40/6000+30:1800+30"), text);
    }

    @Test
    void anotherLawEdition() throws IOException {
        TournamentInfo i = info(GameKind.CHESS, "FIDE 2000", false, CompetitionSystem.SWISS_DUTCH, 5, "", List.of());
        String text = single(check(REGULATIONS, tournament(i)), 8, "lawEdition");
        assertTrue(text.contains("fide2018") && text.contains("FIDE 2000"), text);
        TournamentInfo xiangqi = info(GameKind.CHESS, "Luật cờ Tướng 2004", false, CompetitionSystem.SWISS_DUTCH, 5, "", List.of());
        assertEquals(1, check(REGULATIONS, tournament(xiangqi)).regulations().size());
    }

    @Test
    void theFullFormIsComparedWhereItsSectionsSayIt() throws IOException {
        String full = """
                điều_lệ giai "Điều lệ"
                hình_thức "7. Hình thức thi đấu" {
                \thệ_thống ROUND_ROBIN
                \tsố_vòng 9
                }
                xếp_hạng "9. Nguyên tắc xếp hạng" {
                \ttính_điểm thắng 2 hòa 1 thua 0
                \thệ_số_phụ VN-DE, VN-SB
                }
                """;
        TournamentInfo i = info(GameKind.XIANGQI, "", false, CompetitionSystem.ROUND_ROBIN, 9, "", List.of("VN-DE", "VN-SB"));
        assertTrue(check(full, tournament(i).withScoring(Scoring.twoGameMatchGames())).agree());
        RegulationsAgreement.Problems found = check(full, tournament(i));
        assertEquals(7, found.regulations().get(0).location().line(), found.toString());
        assertEquals(2, found.regulations().get(0).location().column(), "after the tab");
    }

    @Test
    void aDisagreementAfterAPublishedRoundIsAChangeOfPublishedRegulations() throws IOException {
        TournamentInfo i = agreeing().withTieBreaks(List.of("SB"));
        List<Round> rounds = List.of(new Round(1, "", true, List.of(), List.of()), new Round(2, "", true, List.of(), List.of()),
                new Round(3, "", false, List.of(), List.of()));
        RegulationsAgreement.Problems found = check(REGULATIONS, Tournament.of(i, List.of(), rounds));
        assertEquals(2, found.regulations().size(), found.toString());
        assertEquals(2, found.tournament().size(), found.toString());
        Problem changed = found.regulations().get(1);
        assertEquals(6, changed.location().line(), "at the first setting that differs");
        assertEquals(Location.part("rounds").element(1), found.tournament().get(1).location(), "the last published round, round 2");
        String text = changed.message().format(Locale.ENGLISH);
        assertTrue(text.contains("round 2 is published") && text.contains("phụ lục 5") && text.contains("kept as they are"), text);
        String vi = changed.message().format(Locale.forLanguageTag("vi"));
        assertTrue(vi.contains("đã công bố vòng 2") && vi.contains("vấn đề đột xuất về tổ chức"), vi);

        RegulationsAgreement.Problems agreeing = check(REGULATIONS, Tournament.of(agreeing(), List.of(), rounds));
        assertTrue(agreeing.agree(), "regulations that still agree are no change: " + agreeing);
    }
}
