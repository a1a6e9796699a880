package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.standings.StandingsService;

/**
 * What a build of a tournament project found and made.
 *
 * @param root          the project folder
 * @param files         the source files it read
 * @param problems      the problems, by file (the files in the order of the build: the project, the state, the
 *                      scoresheets), each located at its line and column
 * @param effective     the effective tournament: the state with the results taken from scoresheets (empty when the
 *                      state could not be read)
 * @param taken         the results taken from scoresheets
 * @param standings     the standings after the last complete round of the effective tournament
 * @param proposal      the next round's proposal, when that round is due and could be paired
 * @param validated     the scoresheets this build validated (all in a full build, the changed ones in an incremental one)
 * @param written       the derived files this build wrote or removed
 * @param disagreements the finished games whose scoresheet gives another result than the tournament's
 */
public record ProjectBuildResult(Path root, ProjectFiles files, Map<Path, List<ProjectProblem>> problems,
        Optional<Tournament> effective, List<TakenResult> taken, Optional<StandingsService.Ranked> standings,
        Optional<Proposal> proposal, Set<Path> validated, List<Path> written, List<ResultDisagreement> disagreements) {

    /** A result without disagreements of results. */
    public ProjectBuildResult(Path root, ProjectFiles files, Map<Path, List<ProjectProblem>> problems,
            Optional<Tournament> effective, List<TakenResult> taken, Optional<StandingsService.Ranked> standings,
            Optional<Proposal> proposal, Set<Path> validated, List<Path> written) {
        this(root, files, problems, effective, taken, standings, proposal, validated, written, List.of());
    }

    public ProjectBuildResult {
        disagreements = List.copyOf(disagreements);
        Map<Path, List<ProjectProblem>> copy = new LinkedHashMap<>();
        problems.forEach((f, ps) -> copy.put(f, List.copyOf(ps)));
        problems = Collections.unmodifiableMap(copy);
        taken = List.copyOf(taken);
        validated = Set.copyOf(validated);
        written = List.copyOf(written);
    }

    /** Every problem, file by file. */
    public List<ProjectProblem> all() {
        List<ProjectProblem> out = new ArrayList<>();
        problems.values().forEach(out::addAll);
        return out;
    }

    /** The problems of one file (none when it has none). */
    public List<ProjectProblem> of(Path file) {
        return problems.getOrDefault(file, List.of());
    }

    /** The number of problems of a severity. */
    public long count(Severity severity) {
        return all().stream().filter(p -> p.problem().severity() == severity).count();
    }

    /** Whether any problem is an error. */
    public boolean hasErrors() {
        return all().stream().map(ProjectProblem::problem).anyMatch(Problem::isError);
    }

    /** The round the standings are after (0 when there are none). */
    public int standingsRound() {
        return standings.map(r -> r.context().rounds()).orElse(0);
    }
}
