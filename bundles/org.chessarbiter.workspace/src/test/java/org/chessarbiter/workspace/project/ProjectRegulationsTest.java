package org.chessarbiter.workspace.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project build with regulations beside the tournament: a disagreement between the two files is a problem on
 * both, at the regulations' setting and at the tournament file's line; a pairing constraint of the regulations that
 * cannot be applied is a warning at its statement.
 */
class ProjectRegulationsTest {

    private static List<ProjectProblem> rule(ProjectBuildResult r, Path file, String rule) {
        return r.of(file).stream().filter(p -> p.rule().equals(rule)).toList();
    }

    @Test
    void roundsTheTournamentFileDoesNotHaveAreAnErrorOnBothFiles(@TempDir Path dir) {
        SmallProject.copy(dir);
        Path regulations = dir.resolve("dieu-le.dieule");
        SmallProject.write(regulations, "regulations test \"Giải thử\"\ngame chess\nrounds 5\n");
        ProjectBuildResult r = new ProjectBuild(dir, Locale.ENGLISH, false).build();

        List<ProjectProblem> onRegulations = rule(r, regulations.toAbsolutePath().normalize(), "regulations");
        List<ProjectProblem> onState = rule(r, dir.resolve("small.trf").toAbsolutePath().normalize(), "regulations");
        // the disagreement, and (round 1 of the TRF being published) a change of published regulations, on each file
        assertEquals(2, onRegulations.size(), r.all().toString());
        assertEquals(2, onState.size(), r.all().toString());
        assertTrue(onRegulations.stream().allMatch(p -> p.problem().severity() == Severity.ERROR));
        assertTrue(onRegulations.stream().allMatch(p -> p.problem().location().line() == 3), "the rounds setting");
        ProjectProblem differs = onState.stream().filter(p -> text(p).contains("number of rounds differs")).findFirst().orElseThrow();
        assertEquals(3, differs.problem().location().line(), "the XXR line of the TRF");
        assertTrue(text(differs).contains("say 5") && text(differs).contains("says 3"), text(differs));
        assertTrue(onRegulations.stream().anyMatch(p -> text(p).equals(text(differs))));
        ProjectProblem published = onState.stream().filter(p -> text(p).contains("whose round 1 is published")).findFirst()
                .orElseThrow(() -> new AssertionError(onState.toString()));
        assertEquals(1, published.problem().location().line(), "a TRF without a 132 line: its first line");
    }

    private static String text(ProjectProblem p) {
        return p.problem().message().format(Locale.ENGLISH);
    }

    @Test
    void agreeingFilesHaveNoProblemAndAnEditOfTheRegulationsIsComparedAgain(@TempDir Path dir) {
        SmallProject.copy(dir);
        Path regulations = dir.resolve("dieu-le.dieule").toAbsolutePath().normalize();
        SmallProject.write(regulations, "regulations test \"Giải thử\"\ngame chess\nrounds 3\n");
        ProjectBuild build = new ProjectBuild(dir, Locale.ENGLISH, false);
        ProjectBuildResult agreeing = build.build();
        assertEquals(List.of(), rule(agreeing, regulations, "regulations"));

        SmallProject.edit(regulations, "rounds 3", "rounds 7");
        ProjectBuildResult edited = build.rebuild(regulations);
        assertEquals(2, rule(edited, regulations, "regulations").size(), edited.all().toString());

        SmallProject.edit(regulations, "rounds 7", "rounds 3");
        assertEquals(List.of(), rule(build.rebuild(regulations), regulations, "regulations"));
    }

    @Test
    void theSameUnitRuleWithoutUnitsInTheTournamentIsAWarningAtTheRule(@TempDir Path dir) {
        SmallProject.copy(dir);
        Path regulations = dir.resolve("dieu-le.dieule").toAbsolutePath().normalize();
        SmallProject.write(regulations, "regulations test \"Giải thử\"\ngame chess\nrounds 3\nunit hn \"Hà Nội\"\n"
                + "same_unit_last_round above 50 %\n");
        ProjectBuildResult r = new ProjectBuild(dir, Locale.ENGLISH, false).build();
        assertTrue(r.proposal().isPresent(), r.all().toString());
        List<ProjectProblem> warnings = rule(r, regulations, "proposal");
        assertEquals(1, warnings.size(), r.all().toString());
        assertEquals(Severity.WARNING, warnings.get(0).problem().severity());
        assertEquals(5, warnings.get(0).problem().location().line());
        assertTrue(warnings.get(0).problem().message().format(Locale.ENGLISH).contains("no player of the tournament has a unit"));
    }
}
