package org.chessarbiter.workspace.project;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.validation.CheckedFile;
import org.chessarbiter.workspace.validation.LanguageFiles;
import org.chessarbiter.workspace.validation.Languages;
import org.chessarbiter.workspace.validation.Reported;

/**
 * The build of a tournament project folder, headless, on {@code java.nio} paths: what {@code arbiter build} and the
 * workbench's builder both run (DESIGN "Tournament projects: sources → build → derived"). It validates every
 * scoresheet with the languages' own checks ({@link LanguageFiles}, as the editor and {@code arbiter validate}),
 * links each game to its board ({@link BoardLinks}), compares the results with the tournament's and takes the
 * missing ones into the effective tournament ({@link ScoresheetResults}), ranks the effective tournament after its
 * last complete round ({@link StandingsService}), proposes the next round when it is due ({@link NextRound}), compares
 * the regulations with the tournament file (a disagreement is a problem on both: {@link RegulationsAgreementProblems}),
 * and writes the derived outputs ({@link DerivedOutputs}).
 * <p>
 * One instance per project keeps what it read: {@link #rebuild} after a change re-validates only the scoresheets
 * that changed (every scoresheet when the regulations or a law text changed, their time controls and citations
 * being read from them) and recomputes the links, results, standings and proposal from the cached games; the
 * standings and the proposal are computed again only when the effective tournament changed. Not thread-safe: one
 * build at a time.
 */
public final class ProjectBuild {

    private final Path root;
    private final Locale locale;
    private final boolean writeDerived;
    private ProjectFiles files;
    private TournamentState state;
    private LanguageFiles languages;
    private final Map<Path, CheckedFile> checked = new LinkedHashMap<>();
    private Tournament rankedFor;
    private Optional<ParseResult<StandingsService.Ranked>> ranked = Optional.empty();
    private TrfDocument proposedFor;
    private Optional<ParseResult<Proposal>> proposed = Optional.empty();
    /** The problems of the regulations' agreement with the tournament file; null until compared again. */
    private List<ProjectProblem> agreement;
    /**
     * The standings and the proposal the derived files were last written from (identical objects: computed once and
     * kept until what they come from changes), so that a rebuild that changes neither does not render them again;
     * null until written, and when a derived file was touched.
     */
    private Object[] derivedFor;
    /** The games of a pairing the regulations fix (Luật cờ Tướng 2004 Điều 21.2); 0 until read again. */
    private int gamesPerMatch;
    /** Whether a missing result is taken from a finished scoresheet (the regulations' setting); null: not read yet. */
    private Boolean fromScoresheets;

    /**
     * @param root         the project folder
     * @param locale       the language of the validators' messages and of the derived text files
     * @param writeDerived whether to write the derived outputs into {@code derived/}
     */
    public ProjectBuild(Path root, Locale locale, boolean writeDerived) {
        this.root = root.toAbsolutePath().normalize();
        this.locale = Objects.requireNonNull(locale, "locale");
        this.writeDerived = writeDerived;
    }

    /** The project folder. */
    public Path root() {
        return root;
    }

    /** A full build: every file read and checked again. */
    public ProjectBuildResult build() {
        files = null;
        state = null;
        languages = null;
        checked.clear();
        rankedFor = null;
        proposedFor = null;
        derivedFor = null;
        return rebuild(List.of());
    }

    /** An incremental build after {@code changed} (a scoresheet, the state, the regulations; added or removed). */
    public ProjectBuildResult rebuild(Path changed) {
        return rebuild(List.of(changed));
    }

    /**
     * An incremental build after the files {@code changed} (added, edited or removed): only they are read and
     * checked again, and what depends on them recomputed; the first build of an instance is a full one.
     */
    public ProjectBuildResult rebuild(Collection<Path> changed) {
        Set<Path> touched = new HashSet<>();
        changed.forEach(p -> touched.add(p.toAbsolutePath().normalize()));
        if (touched.stream().anyMatch(p -> p.startsWith(root.resolve(ProjectFiles.DERIVED)))) {
            derivedFor = null;
        }
        ProjectFiles before = files;
        files = ProjectFiles.scan(root);
        boolean documents = before == null || !before.regulations().equals(files.regulations())
                || !before.lawTexts().equals(files.lawTexts()) || files.regulations().filter(touched::contains).isPresent()
                || files.lawTexts().stream().anyMatch(touched::contains);
        if (state == null || !state.file().equals(files.state().orElse(null)) || touched.contains(state.file())) {
            state = files.state().map(TournamentState::load).orElse(null);
            agreement = null;
        }
        if (documents) {
            agreement = null;
            gamesPerMatch = 0;
            fromScoresheets = null;
        }
        if (documents) {
            languages = new LanguageFiles(StandardCharsets.UTF_8, locale, Languages.shared());
            files.regulations().ifPresent(languages::preload);
            files.lawTexts().forEach(languages::preload);
            checked.clear();
        }
        checked.keySet().retainAll(new HashSet<>(files.scoresheets()));
        Set<Path> validated = new HashSet<>();
        List<Path> toCheck = new ArrayList<>(files.regulations().stream().filter(f -> documents || touched.contains(f)).toList());
        toCheck.addAll(files.scoresheets().stream().filter(f -> !checked.containsKey(f) || touched.contains(f)).toList());
        for (Path f : toCheck) {
            checked.put(f, languages.check(f, ProjectFiles.isScoresheet(f)));
            if (ProjectFiles.isScoresheet(f)) {
                validated.add(f);
            }
        }
        return compute(validated);
    }

    /** Links, results, standings, proposal and derived outputs from what is read. */
    private ProjectBuildResult compute(Set<Path> validated) {
        Map<Path, List<ProjectProblem>> problems = new LinkedHashMap<>();
        files.problems().forEach(p -> add(problems, p));
        if (state != null) {
            state.projectProblems().forEach(p -> add(problems, p));
        }
        files.regulations().map(checked::get).ifPresent(c -> validation(problems, c));
        for (Path f : files.scoresheets()) {
            validation(problems, checked.get(f));
        }
        if (state != null && files.regulations().isPresent()) {
            if (agreement == null) {
                agreement = RegulationsAgreementProblems.of(files.regulations().get(), state);
            }
            agreement.forEach(p -> add(problems, p));
        }
        Optional<Tournament> t = state == null ? Optional.empty() : state.tournament();
        if (t.isEmpty()) {
            return new ProjectBuildResult(root, files, sorted(problems), Optional.empty(), List.of(), Optional.empty(),
                    Optional.empty(), validated, List.of());
        }
        List<LinkedGame> linked = new ArrayList<>();
        for (Path f : files.scoresheets()) {
            BoardLinks.Links links = BoardLinks.link(t.get(), root, f, checked.get(f).written());
            linked.addAll(links.games());
            links.problems().forEach(p -> add(problems, p));
        }
        if (fromScoresheets == null) {
            fromScoresheets = files.regulations().isEmpty() ? true
                    : RegulationsSettings.resultsFromScoresheets(state.file(), files.regulations()).orElse(Optional.empty()).orElse(true);
        }
        ScoresheetResults.Reconciled results = ScoresheetResults.reconcile(state, t.get(), linked, fromScoresheets);
        results.problems().forEach(p -> add(problems, p));
        Tournament effective = results.effective();
        if (gamesPerMatch == 0) {
            Optional<Integer> games = files.regulations().isEmpty() ? Optional.empty()
                    : RegulationsSettings.gamesPerMatch(state.file(), files.regulations()).orElse(Optional.empty());
            gamesPerMatch = games.orElse(1);
            rankedFor = null;
        }
        if (!effective.equals(rankedFor)) {
            rankedFor = effective;
            ranked = Optional.of(StandingsService.rank(effective, "", C07Edition.V2026, effective.lastCompleteRound(),
                    gamesPerMatch));
        }
        ranked.get().problems().forEach(p -> add(problems, new ProjectProblem(state.file(), p, "standings",
                ProjectProblem.Origin.PROJECT)));
        Optional<Proposal> proposal = proposal(effective, results, problems);
        List<Path> written = List.of();
        Object[] from = {ranked.get(), proposed.orElse(null)};
        boolean same = derivedFor != null && derivedFor[0] == from[0] && derivedFor[1] == from[1]
                && DerivedOutputs.files(root, ranked.get().isOk(), proposal).stream().allMatch(Files::isRegularFile);
        if (writeDerived && !same) {
            ParseResult<List<Path>> saved = DerivedOutputs.write(root, ranked.get().isOk() ? Optional.of(ranked.get().value())
                    : Optional.empty(), proposal, locale);
            saved.problems().forEach(p -> add(problems, new ProjectProblem(root, p, "io", ProjectProblem.Origin.PROJECT)));
            written = saved.isOk() ? saved.value() : List.of();
            derivedFor = saved.isOk() && saved.problems().isEmpty() ? from : null;
        }
        return new ProjectBuildResult(root, files, sorted(problems), Optional.of(effective), results.taken(),
                ranked.get().isOk() ? Optional.of(ranked.get().value()) : Optional.empty(), proposal, validated, written,
                results.disagreements());
    }

    /** The proposal of the round due, paired again only when the effective tournament changed. */
    private Optional<Proposal> proposal(Tournament effective, ScoresheetResults.Reconciled results,
            Map<Path, List<ProjectProblem>> problems) {
        OptionalInt due = NextRound.due(effective);
        if (due.isEmpty()) {
            proposedFor = null;
            proposed = Optional.empty();
            return Optional.empty();
        }
        TrfDocument document = EffectiveDocument.of(state, effective, results.taken());
        if (proposedFor == null || !proposedFor.sameRecords(document)) {
            proposedFor = document;
            proposed = Optional.of(NextRound.propose(state.file(), document, files.regulations()));
        }
        proposed.get().problems().forEach(p -> add(problems, proposalProblem(p)));
        return proposed.get().isOk() ? Optional.of(proposed.get().value()) : Optional.empty();
    }

    /**
     * A problem of pairing the proposal: on the regulations when it is located there (a pairing constraint that
     * cannot be applied: its statement), else on the state file.
     */
    private ProjectProblem proposalProblem(Problem p) {
        Optional<Path> regulations = files.regulations().filter(r -> r.toString().equals(p.location().field()));
        if (regulations.isPresent()) {
            Location at = p.location();
            return new ProjectProblem(regulations.get(), p.at(new Location(at.offset(), at.length(), Math.max(1, at.line()),
                    Math.max(1, at.column()), null)), "proposal", ProjectProblem.Origin.PROJECT);
        }
        return new ProjectProblem(state.file(), p, "proposal", ProjectProblem.Origin.PROJECT);
    }

    private static void validation(Map<Path, List<ProjectProblem>> problems, CheckedFile c) {
        if (c == null) {
            return;
        }
        for (Reported r : c.problems()) {
            add(problems, new ProjectProblem(c.file(), r.problem(), r.rule(), ProjectProblem.Origin.VALIDATION));
        }
    }

    /** Adds a problem to its file's; one at a line without a column is put at the line's first column. */
    private static void add(Map<Path, List<ProjectProblem>> problems, ProjectProblem p) {
        Location at = p.problem().location();
        ProjectProblem located = at.line() > 0 && at.column() == 0 ? new ProjectProblem(p.file(), p.problem().at(
                new Location(at.offset(), at.length(), at.line(), 1, at.field())), p.rule(), p.origin()) : p;
        problems.computeIfAbsent(p.file(), f -> new ArrayList<>()).add(located);
    }

    /** Each file's problems in the order of its text (line, then column); stable. */
    private static Map<Path, List<ProjectProblem>> sorted(Map<Path, List<ProjectProblem>> problems) {
        problems.values().forEach(ps -> ps.sort(Comparator.<ProjectProblem>comparingInt(p -> p.problem().location().line())
                .thenComparingInt(p -> p.problem().location().column())));
        return problems;
    }

    /** Whether {@code file} is a source of a project folder {@code root} (not a derived output, not hidden). */
    public static boolean isSource(Path root, Path file) {
        Path rel = root.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize());
        return rel.getNameCount() > 0 && !rel.getName(0).toString().equals(ProjectFiles.DERIVED)
                && !rel.getName(0).toString().startsWith(".") && !Files.isDirectory(file);
    }
}
