package org.chessarbiter.workspace.regulations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.standings.C07Edition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tournament takes from the regulations beside it what they fix (system, rounds, scoring and the points of a bye,
 * tie-breaks with their edition, time control, law edition) and keeps what they leave out; its rounds are never touched.
 */
class RegulationsConfigurationTest {

    @TempDir
    Path dir;

    private static Tournament tournament() {
        TournamentInfo info = new TournamentInfo("Giải", GameKind.XIANGQI, "", false, CompetitionSystem.SWISS_DUTCH, Map.of(), 0,
                "Hà Nội", "VIE", "", "", "", "", List.of("BH"));
        return Tournament.of(info, List.of(), List.of(new Round(1, "", true, List.of(), List.of())));
    }

    @Test
    void whatTheRegulationsFixConfiguresTheTournament() throws IOException {
        Files.writeString(dir.resolve("dieu-le.dieule"), """
                điều_lệ giai "Điều lệ"
                hình_thức "7. Hình thức thi đấu" {
                \thệ_thống ROUND_ROBIN
                \tsố_vòng 9
                \tmiễn_đấu 1
                }
                luật_lệ "8. Luật lệ thi đấu" {
                \tluật xiangqi2004
                \tthời_gian "60 phút" pgn "3600"
                }
                xếp_hạng "9. Nguyên tắc xếp hạng" {
                \ttính_điểm thắng 2 hòa 1 thua 0
                \thệ_số_phụ VN-DE, VN-SB phiên_bản 2024
                }
                """);
        Tournament before = tournament();
        ParseResult<RegulationsConfiguration> read = RegulationsSettings.configure(dir.resolve("giai.tournament"), Optional.empty(), before);
        assertTrue(read.problems().isEmpty(), read.problems().toString());
        Tournament t = read.value().tournament();
        assertEquals(CompetitionSystem.ROUND_ROBIN, t.info().system());
        assertEquals(9, t.info().plannedRounds());
        assertEquals("Luật cờ Tướng 2004", t.info().lawEdition());
        assertEquals("3600", t.info().timeControl());
        assertEquals(List.of("VN-DE", "VN-SB"), t.info().tieBreaks());
        assertEquals(Scoring.twoGameMatchGames().withPairingBye(Points.ONE), t.scoring(), "the scoring, and the bye's point");
        assertEquals("Hà Nội", t.info().city(), "what the regulations leave out stays the file's");
        assertEquals(GameKind.XIANGQI, t.info().game());
        assertEquals(before.rounds(), t.rounds(), "the rounds played are never touched");
        RankingTieBreaks tb = read.value().tieBreaks().orElseThrow();
        assertEquals("VN-DE VN-SB", tb.codes());
        assertEquals(C07Edition.V2024, tb.edition());
        assertEquals(dir.resolve("dieu-le.dieule"), tb.regulations());
        assertTrue(tb.forRanking(false).isPresent() && tb.forRanking(true).isEmpty(), "an individual event's tie-breaks rank players");
    }

    @Test
    void withoutRegulationsTheTournamentIsUnchanged() {
        Tournament before = tournament();
        ParseResult<RegulationsConfiguration> read = RegulationsSettings.configure(dir.resolve("giai.trf"), Optional.empty(), before);
        assertSame(before, read.value().tournament());
        assertTrue(read.value().tieBreaks().isEmpty() && read.problems().isEmpty());
    }

    @Test
    void regulationsWithSyntaxErrorsAreNotUsedAndSaySo() throws IOException {
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations g \"G\"\nrounds\n");
        Tournament before = tournament();
        ParseResult<RegulationsConfiguration> read = RegulationsSettings.configure(dir.resolve("giai.trf"), Optional.empty(), before);
        assertSame(before, read.value().tournament());
        assertEquals(1, read.problems().size());
        assertTrue(!read.problems().get(0).isError(), "a warning: " + read.problems());
    }
}
