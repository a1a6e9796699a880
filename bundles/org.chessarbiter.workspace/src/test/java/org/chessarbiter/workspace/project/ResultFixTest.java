package org.chessarbiter.workspace.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settling a result the scoresheet and the tournament disagree on: either side taken, and the problems gone. */
class ResultFixTest {

    private static List<ProjectProblem> results(ProjectBuildResult r) {
        return r.all().stream().filter(p -> p.rule().equals("result")).toList();
    }

    @Test
    void theScoresheetTakesTheTournamentsResultInItsTagAndAfterItsMoves(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Path sheet = SmallProject.scoresheet(dir.resolve("games/round1-board1.pgn"), "1/2-1/2", "Round", "1", "Board", "1");
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, false);
        ProjectBuildResult r = build.build();
        assertEquals(2, results(r).size(), r.all().toString());
        ResultDisagreement d = r.disagreements().get(0);
        assertEquals(List.of(1, 1), List.of(d.round(), d.board()));
        assertEquals(GameResult.DRAW, d.written());
        assertEquals(GameResult.FIRST_WINS, d.recorded());
        // a TRF's rounds are published: their results are not rewritten, the scoresheet is the side to correct
        assertTrue(d.roundPublished());
        assertFalse(ResultFix.canTakeScoresheet(d));
        assertTrue(ResultFix.takeScoresheet(d, new NullProgressMonitor()).hasErrors());
        assertTrue(ResultFix.canTakeTournament(d));

        ParseResult<Path> written = ResultFix.takeTournament(d);
        assertTrue(written.isOk(), written.problems().toString());
        String text = SmallProject.read(sheet);
        assertTrue(text.contains("[Result \"1-0\"]") && text.strip().endsWith("Nf6 1-0"), text);
        assertFalse(text.contains("1/2-1/2"), text);
        ProjectBuildResult after = build.rebuild(sheet);
        assertEquals(List.of(), results(after));
        assertEquals(List.of(), after.disagreements());
    }

    @Test
    void aScoresheetChangedSinceTheBuildIsNotOverwritten(@TempDir Path dir) {
        SmallProject.copy(dir);
        Path sheet = SmallProject.scoresheet(dir.resolve("b1.pgn"), "1/2-1/2", "Round", "1", "Board", "1");
        ResultDisagreement d = new ProjectBuild(dir, Locale.ENGLISH, false).build().disagreements().get(0);
        SmallProject.edit(sheet, "[Result \"1/2-1/2\"]", "[Result \"0-1\"]");
        ParseResult<Path> written = ResultFix.takeTournament(d);
        assertFalse(written.isOk());
        assertTrue(written.problems().get(0).message().format(Locale.ENGLISH).contains("has changed since the build read it"));
        assertTrue(SmallProject.read(sheet).contains("[Result \"0-1\"]"));
    }

    @Test
    void theTournamentTakesTheScoresheetsResultInARoundNotPublished(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Tournament t = StandingsService.load(dir.resolve("small.trf")).value();
        Round one = t.rounds().get(0);
        Path state = dir.resolve("small.tournament");
        assertTrue(TournamentFile.save(state, t.withRound(new Round(1, one.date(), false, one.pairings(), one.byes()))).isOk());
        Files.delete(dir.resolve("small.trf"));
        SmallProject.scoresheet(dir.resolve("b1.pgn"), "0-1", "Round", "1", "Board", "1");
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, false);
        ResultDisagreement d = build.build().disagreements().get(0);
        assertFalse(d.roundPublished());
        assertTrue(ResultFix.canTakeScoresheet(d));

        OperationResult recorded = ResultFix.takeScoresheet(d, new NullProgressMonitor());
        assertFalse(recorded.hasErrors(), recorded.problems().toString());
        ProjectBuildResult after = build.rebuild(state);
        assertEquals(List.of(), results(after), after.all().toString());
        assertEquals(GameResult.SECOND_WINS, StandingsService.load(state).value().rounds().get(0).pairings().get(0).result());
    }
}
