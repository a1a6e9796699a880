package org.chessarbiter.tournament.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.tournament.model.mapping.TournamentModels;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfExporter;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The EMF model and the plain-Java tournament value in both directions: TRF -> plain -> EMF ->
 * plain -> TRF on the bbpPairings-generated files and the hand-written edge cases; what TRF cannot
 * carry (two-game matches, withdrawals, late entries, teams with reserves, published rounds,
 * scoresheet links, unrated games, every bye kind, exact scoring); *.tournament files; and a
 * published round that a save may not rewrite.
 */
class TournamentModelsTest {

    private static Path trfData() {
        return Path.of(System.getProperty("trfData", "../../bundles/org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf"));
    }

    private static Tournament readTrf(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            TrfDocument doc = TrfReader.read(in).toOptional().orElseThrow();
            return TrfTournamentMapper.toTournament(doc).toOptional().orElseThrow();
        }
    }

    private static String trf(Tournament t) {
        return TrfWriter.toString(TrfExporter.toDocument(t, Map.of()), TrfWriter.Options.CANONICAL);
    }

    private static Tournament throughModel(Tournament t) {
        ParseResult<Tournament> back = TournamentModels.toPlain(TournamentModels.toModel(t));
        assertEquals(List.of(), back.problems());
        return back.value();
    }

    @Test
    void trfThroughTheModelAndBackIsUnchanged() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("bbp", "edge")) {
            try (Stream<Path> s = Files.list(trfData().resolve(dir))) {
                s.filter(f -> f.toString().endsWith(".trf")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() >= 10, "the TRF test data is found: " + files);
        for (Path f : files) {
            Tournament plain = readTrf(f);
            Tournament back = throughModel(plain);
            assertEquals(plain, back, f.toString());
            assertEquals(trf(plain), trf(back), f.toString());
        }
    }

    /** Everything the plain value carries beyond TRF survives the model. */
    static Tournament rich() {
        TournamentInfo info = new TournamentInfo("Giải cờ Tướng đồng đội", GameKind.XIANGQI, "XIANGQI_2004", true,
                CompetitionSystem.ROUND_ROBIN, Map.of("cycles", "1", "acceleration", "none"), 3, "Huế", "VIE", "2026/04/01",
                "2026/04/03", "Nguyễn Trọng Tài", "15'+5\"");
        List<Player> players = List.of(
                new Player(1, "Nguyễn Văn Ánh", "m", "", "Kiện tướng", "1990/05/17", "VIE", "Hà Nội", 12401234, 2100, 2050),
                new Player(2, "Lê Thị Đào", "w", "", "Cấp I", "1995", "VIE", "Huế", 0, 0, 1900),
                new Player(3, "Trần Bình", "m", "", "", "", "VIE", "Đà Nẵng", 0, 0, 0),
                new Player(4, "Phạm Cường", "m", "", "", "", "VIE", "Đà Nẵng", 0, 0, 0));
        Round r1 = new Round(1, "2026/04/01", true,
                List.of(new Pairing(1, 1, 2, List.of(GameResult.FIRST_WINS, GameResult.DRAW), "van1/ban1.bienban"),
                        new Pairing(2, 3, 4, List.of(GameResult.DRAW_UNRATED, GameResult.SECOND_WINS_BY_FORFEIT), "")),
                List.of());
        Round r2 = new Round(2, "", false,
                List.of(new Pairing(1, 2, 3, List.of(GameResult.FIRST_WINS_UNRATED, GameResult.ADJOURNED), "")),
                List.of(new Bye(1, ByeKind.HALF_POINT), new Bye(4, ByeKind.ZERO_POINT)));
        Round r3 = new Round(3, "", false, List.of(), List.of(new Bye(1, ByeKind.PAIRING_ALLOCATED), new Bye(2, ByeKind.FULL_POINT),
                new Bye(3, ByeKind.ABSENT)));
        Scoring games = new Scoring(Points.of(2), Points.ONE, Points.ZERO, Points.of(2), Points.ZERO, Points.of(2), Points.ONE,
                Points.of(2), Points.ZERO);
        return new Tournament(info, games, players, List.of(new Team(7, "Đà Nẵng", List.of(3, 4), 1)), List.of(r1, r2, r3),
                List.of(new Withdrawal(4, 2)), List.of(new LateEntry(3, 2)),
                Optional.of(new MatchScoring(games, Points.ONE, Points.HALF, Points.ZERO, Points.ONE, Points.of(4))));
    }

    @Test
    void whatTrfCannotCarrySurvivesTheModel() {
        Tournament t = rich();
        assertEquals(t, throughModel(t));
    }

    /** The audit trail of manual pairing changes and FIDE mode survive the model (its attribute follows the trail). */
    @Test
    void theAuditTrailAndFideModeSurviveTheModel() {
        AuditEntry swap = new AuditEntry(2, AuditAction.SWAP_OPPONENTS, List.of(2, 3, 4, 1), List.of("2-3", "4-1"), List.of("2-1", "4-3"),
                ChangeGrade.CONFIRM, Confirmation.ONCE, List.of("player 2 no longer gets …", "đấu thủ"), "2026-04-02T08:00:00Z");
        AuditEntry off = new AuditEntry(0, AuditAction.FIDE_MODE_OFF, List.of(), List.of(), List.of(), ChangeGrade.ACKNOWLEDGE,
                Confirmation.NONE, List.of(), "2026-04-02T08:01:00Z");
        Tournament t = rich().withAudit(new AuditTrail(List.of(swap, off)));
        assertFalse(TournamentModels.toModel(t).isFideMode());
        assertTrue(TournamentModels.toModel(rich()).isFideMode());
        assertEquals(t, throughModel(t));
        org.chessarbiter.tournament.model.Tournament unrecorded = TournamentModels.toModel(rich());
        unrecorded.setFideMode(false);
        ParseResult<Tournament> back = TournamentModels.toPlain(unrecorded);
        assertEquals(List.of("model.fideModeUnrecorded"), back.problems().stream().map(p -> p.message().key()).toList());
        assertTrue(back.value().audit().fideMode(), "a switch not on the record does not count");
    }

    /** Team match results: each round's games between two teams, grouped (derived from the pairings). */
    @Test
    void teamMatchesGroupTheGamesOfTwoTeams() throws IOException {
        Tournament t = readTrf(trfData().resolve("../standings/c07/team/teams-rr-4x2.trf"));
        var model = TournamentModels.toModel(t);
        var r1 = model.getRounds().get(0).getTeamMatches();
        assertEquals(2, r1.size());
        assertEquals("Team One", r1.get(0).getHome().getName());
        assertEquals("Team Two", r1.get(0).getAway().getName());
        assertEquals(List.of(1, 2), r1.get(0).getGames().stream().map(p -> p.getFirst().getStartNumber()).toList());
        assertEquals("Team Three", r1.get(1).getHome().getName());
        assertEquals(t, throughModel(t), "the team matches are derived: reading ignores them");
    }

    @Test
    void thirdsStayExact() {
        Tournament t = rich().withScoring(Scoring.of(Points.of(3), Points.of(3, 2), Points.ZERO).withPairingBye(Points.of(1, 3)));
        var model = TournamentModels.toModel(t);
        assertEquals("1/3", model.getScoring().getPairingAllocatedBye());
        assertEquals(t, throughModel(t));
    }

    @Test
    void aTournamentFileSavesAndLoadsAndGivesTheSameStandingsAsItsTrf(@TempDir Path dir) throws IOException {
        Tournament plain = readTrf(trfData().resolve("bbp/forfeits-40x7.trf"));
        Path file = dir.resolve("giai.tournament");
        assertTrue(TournamentFile.save(file, plain).isOk());
        ParseResult<Tournament> loaded = TournamentFile.load(file);
        assertEquals(List.of(), loaded.problems());
        assertEquals(plain, loaded.value());
        var tbs = TieBreakSets.parseList("BH/C1 BH SB PS WIN", C07Edition.V2026).value();
        assertEquals(Standings.rank(StandingsContext.of(plain), tbs), Standings.rank(StandingsContext.of(loaded.value()), tbs));
    }

    @Test
    void aPublishedRoundIsNotRewrittenUntilUnpublished(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("giai.tournament");
        Tournament t = rich();
        assertTrue(TournamentFile.save(file, t).isOk());
        byte[] saved = Files.readAllBytes(file);

        Round r1 = t.rounds().get(0);
        Round changed = new Round(1, r1.date(), true, List.of(r1.pairings().get(0),
                new Pairing(2, 3, 4, List.of(GameResult.DRAW, GameResult.DRAW), "")), List.of());
        ParseResult<Path> refused = TournamentFile.save(file, t.withRound(changed));
        assertFalse(refused.isOk());
        Problem p = refused.problems().get(0);
        assertEquals("published.changed", p.message().key());
        assertEquals("rounds[0]", p.location().field());
        assertEquals("round 1 is published: its pairings and results cannot be changed; unpublish it first",
                p.message().format(java.util.Locale.ENGLISH));
        assertEquals(new String(saved, java.nio.charset.StandardCharsets.UTF_8), Files.readString(file), "nothing written");

        Round unpublishedOnly = new Round(1, r1.date(), false, r1.pairings(), r1.byes());
        assertTrue(TournamentFile.save(file, t.withRound(unpublishedOnly)).isOk(), "unpublishing alone is allowed");
        Round edited = new Round(1, r1.date(), false, changed.pairings(), List.of());
        assertTrue(TournamentFile.save(file, t.withRound(edited)).isOk(), "an unpublished round can be changed");
        assertEquals(edited, TournamentFile.load(file).value().rounds().get(0));
    }

    @Test
    void badFilesAndBadValuesAreLocatedProblems(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("broken.tournament");
        Files.writeString(broken, "<?xml version=\"1.0\"?><tournament:Tournament xmlns:tournament=\"http://www.chessarbiter.org/tournament/0.1\"");
        ParseResult<Tournament> r = TournamentFile.load(broken);
        assertFalse(r.isOk());
        assertEquals("file.unreadable", r.problems().get(0).message().key());
        assertFalse(TournamentFile.load(dir.resolve("missing.tournament")).isOk());

        var model = TournamentModels.toModel(rich());
        model.getScoring().setDraw("một nửa");
        model.getRounds().get(1).getPairings().get(0).setSecond(null);
        ParseResult<Tournament> read = TournamentModels.toPlain(model);
        assertEquals(List.of("model.points", "model.noOpponent"), read.problems().stream().map(q -> q.message().key()).toList());
        assertEquals("scoring.draw", read.problems().get(0).location().field());
        assertEquals("rounds[2].pairings[0]", read.problems().get(1).location().field());
        assertEquals(List.of(), read.value().rounds().get(1).pairings(), "the bad pairing is left out, the rest is kept");
        assertEquals(2, read.value().rounds().get(1).byes().size());

        assertFalse(TournamentFile.save(broken, rich()).isOk(), "an unreadable file is not overwritten");
    }
}
