package org.chessarbiter.workspace.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.rules.Severity;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.SystemChoice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The headless build of a tournament project folder, on a copy of the small fixture project. */
class ProjectBuildTest {

    private static ProjectBuildResult build(Path dir) {
        return new ProjectBuild(dir, Locale.ENGLISH, true).build();
    }

    private static Pairing board(Tournament t, int round, int board) {
        return t.rounds().stream().filter(r -> r.number() == round).findFirst().orElseThrow().pairings().stream()
                .filter(p -> p.board() == board).findFirst().orElseThrow();
    }

    private static List<ProjectProblem> rule(ProjectBuildResult r, Path file, String rule) {
        return r.of(file).stream().filter(p -> p.rule().equals(rule)).toList();
    }

    @Test
    void aFinishedScoresheetGivesItsBoardTheResultTheStateLacks(@TempDir Path dir) {
        ProjectBuildResult r = build(SmallProject.copy(dir));

        assertFalse(r.hasErrors(), r.all().toString());
        assertEquals(GameResult.SECOND_WINS, board(r.effective().orElseThrow(), 1, 2).result());
        assertEquals(1, r.taken().size());
        assertEquals(dir.resolve("round1-board2.pgn"), r.taken().get(0).from());
        assertEquals(1, r.standingsRound(), "round 1 is complete with the result taken");
        // the state is a source: the build never writes it
        assertEquals(SmallProject.read(SmallProject.FIXTURE.resolve("small.trf")), SmallProject.read(dir.resolve("small.trf")));
        String standings = SmallProject.read(dir.resolve("derived/standings.txt"));
        assertTrue(standings.lines().skip(1).limit(2).allMatch(l -> l.contains("1.0") || l.contains("1 ")), standings);
        assertTrue(Files.exists(dir.resolve("derived/standings.html")));
        assertEquals(2, r.proposal().orElseThrow().round());
        String proposal = SmallProject.read(dir.resolve("derived/proposal-round-2.trf"));
        // the effective tournament: Binh (2) won round 1 in the proposal file, with his point
        assertTrue(proposal.lines().anyMatch(l -> l.startsWith("001    2") && l.contains("1.0") && l.contains("4 b 1")), proposal);
        assertTrue(SmallProject.read(dir.resolve("derived/proposal-round-2.txt")).contains("Proposal for round 2"));
    }

    @Test
    void regulationsThatTakeNoResultFromScoresheetsLeaveTheBoardWithoutAndSaySo(@TempDir Path dir) {
        SmallProject.copy(dir);
        SmallProject.write(dir.resolve("dieu-le.dieule"),
                "regulations test \"Giải thử\"\ngame chess\nsystem ROUND_ROBIN\nrounds 3\nkết_quả_từ_biên_bản không_lấy\n");
        ProjectBuildResult r = build(dir);

        assertTrue(r.taken().isEmpty(), r.taken().toString());
        assertEquals(GameResult.NOT_YET_PLAYED, board(r.effective().orElseThrow(), 1, 2).result());
        List<ProjectProblem> onSheet = rule(r, dir.resolve("round1-board2.pgn"), "result");
        assertEquals(1, onSheet.size(), r.all().toString());
        assertEquals(Severity.WARNING, onSheet.get(0).problem().severity());
        assertTrue(onSheet.get(0).problem().message().format(java.util.Locale.ENGLISH).contains("results_from_scoresheets ignore"),
                onSheet.toString());
        assertTrue(r.proposal().isEmpty(), "round 1 lacks a result: no proposal of round 2");

        SmallProject.write(dir.resolve("dieu-le.dieule"),
                "regulations test \"Giải thử\"\ngame chess\nsystem ROUND_ROBIN\nrounds 3\nresults_from_scoresheets take\n");
        ProjectBuildResult taken = build(dir);
        assertEquals(1, taken.taken().size(), taken.all().toString());
        assertEquals(GameResult.SECOND_WINS, board(taken.effective().orElseThrow(), 1, 2).result());
    }

    @Test
    void aResultThatDisagreesIsAProblemOnTheScoresheetAndOnTheStateLine(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Path sheet = SmallProject.scoresheet(dir.resolve("games/round1-board1.pgn"), "1/2-1/2", "Round", "1", "WhiteNumber", "1",
                "BlackNumber", "3", "White", "An, Nguyen Van", "Black", "Cuong, Le Van");
        ProjectBuildResult r = build(dir);

        List<ProjectProblem> onSheet = rule(r, sheet, "result");
        assertEquals(1, onSheet.size(), r.all().toString());
        assertEquals(Severity.ERROR, onSheet.get(0).problem().severity());
        int resultTagLine = Files.readAllLines(sheet).indexOf("[Result \"1/2-1/2\"]") + 1;
        assertEquals(resultTagLine, onSheet.get(0).problem().location().line());

        Path state = dir.resolve("small.trf");
        List<ProjectProblem> onState = rule(r, state, "result");
        assertEquals(1, onState.size(), r.all().toString());
        int line = onState.get(0).problem().location().line();
        int column = onState.get(0).problem().location().column();
        String stateLine = Files.readAllLines(state).get(line - 1);
        assertTrue(stateLine.startsWith("001    1"), "the line of the first player: " + stateLine);
        assertEquals('1', stateLine.charAt(column - 1), "the column of his round 1 result");
        assertTrue(onState.get(0).problem().message().format(Locale.ENGLISH).contains("round1-board1.pgn"));
        // the state's result stands in the effective tournament
        assertEquals(GameResult.FIRST_WINS, board(r.effective().orElseThrow(), 1, 1).result());
    }

    @Test
    void aGameNamingOnlyItsRoundIsLinkedByItsPlayersAndOtherwiseIsAWarning(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Path sheet = dir.resolve("round1-board2.pgn");
        SmallProject.edit(sheet, "[Board \"2\"]\n", "");
        ProjectBuildResult byNames = build(dir);
        assertEquals(GameResult.SECOND_WINS, board(byNames.effective().orElseThrow(), 1, 2).result(), byNames.all().toString());

        SmallProject.edit(sheet, "[Black \"Binh, Tran Thi\"]", "[Black \"Cuong, Le Van\"]");
        ProjectBuildResult unlinked = build(dir);
        assertTrue(unlinked.taken().isEmpty());
        assertEquals(1, rule(unlinked, sheet, "link").size(), unlinked.all().toString());
        assertEquals(Files.readAllLines(sheet).indexOf("[Round \"1\"]") + 1, rule(unlinked, sheet, "link").get(0).problem().location().line());
    }

    @Test
    void aTournamentFileIsTheStateBeforeATrfAndItsBoardLineIsPointedAt(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Path state = dir.resolve("small.tournament");
        Tournament t = org.chessarbiter.workspace.standings.StandingsService.load(dir.resolve("small.trf")).value();
        assertTrue(org.chessarbiter.tournament.model.mapping.TournamentFile.save(state, t).isOk());
        SmallProject.scoresheet(dir.resolve("b1.pgn"), "0-1", "Round", "1", "Board", "1");
        ProjectBuildResult r = build(dir);

        assertEquals(state, r.files().state().orElseThrow());
        assertEquals(GameResult.SECOND_WINS, board(r.effective().orElseThrow(), 1, 2).result());
        assertEquals(2, r.proposal().orElseThrow().round(), r.all().toString());
        List<ProjectProblem> onState = rule(r, state, "result");
        assertEquals(1, onState.size(), r.all().toString());
        String line = Files.readAllLines(state).get(onState.get(0).problem().location().line() - 1);
        assertTrue(line.contains("<pairings"), line);
    }

    @Test
    void aNameThatIsNotTheBoardsPlayerIsAWarningOnItsTag(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Path sheet = SmallProject.scoresheet(dir.resolve("b1.pgn"), "*", "Round", "1", "Board", "1", "White", "An, Nguyen Van",
                "Black", "Someone Else");
        ProjectBuildResult r = build(dir);

        List<ProjectProblem> names = rule(r, sheet, "names");
        assertEquals(1, names.size(), r.all().toString());
        assertEquals(Severity.WARNING, names.get(0).problem().severity());
        assertEquals(Files.readAllLines(sheet).indexOf("[Black \"Someone Else\"]") + 1, names.get(0).problem().location().line());
    }

    @Test
    void theProposalIsRegeneratedWhenAScoresheetResultChanges(@TempDir Path dir) {
        SmallProject.copy(dir);
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, true);
        ProjectBuildResult first = build.build();
        Path proposal = dir.resolve("derived/proposal-round-2.trf");
        String before = SmallProject.read(proposal);
        String standingsBefore = SmallProject.read(dir.resolve("derived/standings.txt"));

        Path sheet = dir.resolve("round1-board2.pgn");
        SmallProject.edit(sheet, "[Result \"0-1\"]", "[Result \"1-0\"]");
        SmallProject.edit(sheet, "Na5 0-1", "Na5 1-0");
        ProjectBuildResult second = build.rebuild(sheet);

        assertEquals(GameResult.FIRST_WINS, board(second.effective().orElseThrow(), 1, 2).result());
        assertNotEquals(before, SmallProject.read(proposal), "round 2 is paired on the new result");
        assertNotEquals(standingsBefore, SmallProject.read(dir.resolve("derived/standings.txt")));
        assertNotEquals(first.proposal().orElseThrow().paired().pairing().boards(), second.proposal().orElseThrow().paired().pairing().boards());
        assertTrue(second.written().contains(proposal));
    }

    @Test
    void theProposalIsPairedWithTheSystemTheRegulationsName(@TempDir Path dir) {
        SmallProject.copy(dir);
        SmallProject.write(dir.resolve("dieu-le.dieule"), "regulations test \"Giải thử\"\ngame chess\nsystem ROUND_ROBIN\nrounds 3\n");
        ProjectBuildResult r = build(dir);

        Proposal p = r.proposal().orElseThrow(() -> new AssertionError(r.all().toString()));
        assertEquals(SystemChoice.ROUND_ROBIN, p.paired().policy().choice());
        assertTrue(SmallProject.read(dir.resolve("derived/proposal-round-2.txt")).contains("Round robin"));
    }

    @Test
    void aPublishedRoundStaysAndALaterDisagreementSaysWhy(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        Files.copy(SmallProject.FIXTURE.resolveSibling("published").resolve("small.trf"), dir.resolve("small.trf"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        // a proposal left from before round 2 was published
        SmallProject.write(dir.resolve("derived/proposal-round-2.trf"), "012 stale\n");
        String state = SmallProject.read(dir.resolve("small.trf"));
        Path sheet = dir.resolve("round1-board2.pgn");
        SmallProject.edit(sheet, "[Result \"0-1\"]", "[Result \"1-0\"]");
        SmallProject.edit(sheet, "Na5 0-1", "Na5 1-0");

        ProjectBuildResult r = build(dir);

        List<ProjectProblem> onSheet = rule(r, sheet, "published");
        assertEquals(1, onSheet.size(), r.all().toString());
        String text = onSheet.get(0).problem().message().format(Locale.ENGLISH);
        assertTrue(text.contains("round 2") && text.contains("stays"), text);
        assertEquals(1, rule(r, dir.resolve("small.trf"), "published").size(), r.all().toString());
        assertEquals(state, SmallProject.read(dir.resolve("small.trf")), "the state is never rewritten");
        assertTrue(r.proposal().isEmpty(), "round 2 is published and not complete: nothing to propose");
        assertFalse(Files.exists(dir.resolve("derived/proposal-round-2.trf")), "the stale proposal of a published round is removed");
        assertEquals(GameResult.SECOND_WINS, board(r.effective().orElseThrow(), 1, 2).result(), "the recorded result stands");
    }

    @Test
    void anIncrementalBuildValidatesOnlyTheChangedScoresheetAndKeepsTheOthersProblems(@TempDir Path dir) {
        SmallProject.copy(dir);
        Path other = SmallProject.scoresheet(dir.resolve("b1.pgn"), "*", "Round", "1", "Board", "1", "White", "An, Nguyen Van",
                "Black", "Someone Else");
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, false);
        ProjectBuildResult full = build.build();
        Path sheet = dir.resolve("round1-board2.pgn");
        assertEquals(Set.of(sheet, other), full.validated());

        assertTrue(full.of(sheet).stream().noneMatch(p -> p.problem().isError()), full.of(sheet).toString());
        SmallProject.edit(sheet, "5. exd5 Na5", "5. exd5 Qxd4"); // the queen cannot pass the pawn on d5
        ProjectBuildResult again = build.rebuild(sheet);

        assertEquals(Set.of(sheet), again.validated());
        assertEquals(1, rule(again, other, "names").size(), "the unchanged scoresheet's problems are kept");
        assertEquals(full.of(other), again.of(other));
        assertTrue(again.of(sheet).stream().anyMatch(p -> p.origin() == ProjectProblem.Origin.VALIDATION && p.problem().isError()),
                "the changed scoresheet is checked again: " + again.of(sheet));
        assertEquals(GameResult.SECOND_WINS, board(again.effective().orElseThrow(), 1, 2).result());
    }

    /** A rebuild that changes neither the standings nor the proposal writes nothing, but a derived file deleted comes back. */
    @Test
    void derivedFilesAreWrittenOnlyWhenTheyChangeAndADeletedOneIsWrittenAgain(@TempDir Path dir) throws IOException {
        SmallProject.copy(dir);
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, true);
        ProjectBuildResult full = build.build();
        Path standings = dir.resolve("derived/standings.txt");
        assertTrue(full.written().contains(standings), full.written().toString());
        Path sheet = dir.resolve("round1-board2.pgn");
        SmallProject.edit(sheet, "5. exd5 Na5", "5. exd5 Na5 {a comment}");
        assertEquals(List.of(), build.rebuild(sheet).written(), "nothing derived changed");
        String before = Files.readString(standings);
        Files.delete(standings);
        ProjectBuildResult again = build.rebuild(sheet);
        assertEquals(List.of(standings), again.written());
        assertEquals(before, Files.readString(standings));
    }

    @Test
    void aProjectWithoutOrWithTwoStatesSaysSo(@TempDir Path dir) throws IOException {
        ProjectBuildResult none = build(dir);
        assertTrue(none.hasErrors());
        assertTrue(none.effective().isEmpty());

        SmallProject.copy(dir);
        Files.copy(dir.resolve("small.trf"), dir.resolve("other.trf"));
        ProjectBuildResult two = build(dir);
        assertEquals(1, rule(two, dir.resolve("other.trf"), "project").size(), two.all().toString());
        assertTrue(two.effective().isEmpty());
    }
}
