package org.chessarbiter.workspace.regulations;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.regulations.RegulationsStandaloneSetup;
import org.chessarbiter.regulations.regulations.GamesPerMatchSetting;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.ScoresheetResultPolicy;
import org.chessarbiter.regulations.regulations.ScoresheetResultsSetting;
import org.chessarbiter.regulations.regulations.SystemSetting;
import org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy;
import org.chessarbiter.regulations.validation.RegulationsLaw;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.InputFile;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;

/**
 * The settings of a tournament's regulations ({@code *.dieule}) that the headless operations use, read
 * by the regulations language's own parser: the regulations file given, else the one beside the
 * tournament file (the only {@code *.dieule} of its folder). Problems are values: a regulations file
 * that cannot be read is an error, several beside the tournament or one with syntax errors a warning
 * (its settings are then not used).
 */
public final class RegulationsSettings {

    /** The extension of regulations files. */
    public static final String EXTENSION = ".dieule";

    private RegulationsSettings() {
    }

    /**
     * The {@code system} setting of the tournament's regulations.
     *
     * @param tournament the tournament file (its folder is searched when {@code given} is empty)
     * @param given      the regulations file the arbiter names, if any
     * @return the setting (e.g. {@code ROUND_ROBIN}), empty when there are no regulations or they name no system
     */
    public static ParseResult<Optional<String>> system(Path tournament, Optional<Path> given) {
        ParseResult<Optional<Path>> file = given.isPresent() ? ParseResult.ok(given) : beside(tournament);
        if (!file.isOk() || file.value().isEmpty()) {
            return new ParseResult<>(Optional.empty(), file.problems());
        }
        return system(file.value().get());
    }

    /** The {@code system} setting of a regulations file; empty when it names none. */
    public static ParseResult<Optional<String>> system(Path regulations) {
        // the setting stands at the top of the short form or in the system section ("hệ_thống") of the full
        // form; the Baku acceleration it asks for is added as the TRF's system line writes it (FIDE_DUTCH_2025_BAKU)
        return read(regulations).map(r -> r.flatMap(doc -> EcoreUtil2.getAllContentsOfType(doc, SystemSetting.class).stream()
                .findFirst().map(s -> s.isBaku() ? s.getSystem() + "_BAKU" : s.getSystem())));
    }

    /**
     * The {@code games_per_match} setting of the tournament's regulations (Luật cờ Tướng 2004 Điều 21.2: matches of 2
     * games), read as {@link #system(Path, Optional)} reads the system; empty when there are none or they say nothing.
     */
    public static ParseResult<Optional<Integer>> gamesPerMatch(Path tournament, Optional<Path> given) {
        return first(tournament, given, GamesPerMatchSetting.class).map(s -> s.map(GamesPerMatchSetting::getGames));
    }

    /**
     * Whether the regulations of the tournament let the build take a missing result from a finished scoresheet
     * ({@code results_from_scoresheets take|ignore}), read as {@link #gamesPerMatch} reads its setting; empty when there
     * are none or they say nothing (then the result is taken: the signed scoresheet records it, FIDE 2018 Art. 8.7).
     */
    public static ParseResult<Optional<Boolean>> resultsFromScoresheets(Path tournament, Optional<Path> given) {
        return first(tournament, given, ScoresheetResultsSetting.class).map(s -> s.map(r -> r.getPolicy() == ScoresheetResultPolicy.TAKE));
    }

    /** The first {@code type} setting of the tournament's regulations (the file given, else the one beside it); empty when none. */
    private static <T extends EObject> ParseResult<Optional<T>> first(Path tournament, Optional<Path> given, Class<T> type) {
        ParseResult<Optional<Path>> file = given.isPresent() ? ParseResult.ok(given) : beside(tournament);
        if (!file.isOk() || file.value().isEmpty()) {
            return new ParseResult<>(Optional.empty(), file.problems());
        }
        return read(file.value().get()).map(r -> r.flatMap(doc -> EcoreUtil2.getAllContentsOfType(doc, type).stream().findFirst()));
    }

    /**
     * The tournament {@code t} (read from {@code tournament}) as the regulations beside it configure it (the file
     * given, else the only {@code *.dieule} of its folder): their system, rounds, scoring, tie-breaks, time control and
     * law edition; {@code t} unchanged when there are none, or when they cannot be used (then a problem says why).
     */
    public static ParseResult<RegulationsConfiguration> configure(Path tournament, Optional<Path> given, Tournament t) {
        ParseResult<Optional<Path>> file = find(tournament, given);
        if (!file.isOk() || file.value().isEmpty()) {
            return new ParseResult<>(RegulationsConfiguration.none(t), file.problems());
        }
        Path path = file.value().get();
        ParseResult<Optional<Regulations>> read = read(path);
        RegulationsConfiguration configured = read.orElse(Optional.empty()).map(r -> RegulationsConfiguration.of(path, r, t))
                .orElse(RegulationsConfiguration.none(t));
        return new ParseResult<>(configured, read.problems());
    }

    /**
     * The pairing constraints of the regulations beside the tournament file (the file given, else the only
     * {@code *.dieule} of its folder) for the players of {@code t} ({@link RegulationsConstraints}); none when there
     * are no regulations or they cannot be used (then a problem says why).
     */
    public static ParseResult<PairingConstraint> constraint(Path tournament, Optional<Path> given, Tournament t) {
        ParseResult<Optional<Path>> file = find(tournament, given);
        if (!file.isOk() || file.value().isEmpty()) {
            return new ParseResult<>(PairingConstraint.NONE, file.problems());
        }
        ParseResult<Optional<Regulations>> read = read(file.value().get());
        if (!read.isOk() || read.value().isEmpty()) {
            return new ParseResult<>(PairingConstraint.NONE, read.problems());
        }
        ParseResult<PairingConstraint> constraint = RegulationsConstraints.of(read.value().get(), t);
        List<Problem> problems = constraint.problems().stream()
                .map(p -> p.at(p.location().inField(file.value().get().toString()))).toList();
        return new ParseResult<>(constraint.value(), problems);
    }

    /** The regulations file given, else the only one beside the tournament file; empty when there is none. */
    public static ParseResult<Optional<Path>> find(Path tournament, Optional<Path> given) {
        return given.isPresent() ? ParseResult.ok(given) : beside(tournament);
    }

    /**
     * The clock settings of the regulations beside {@code file} (a tournament file or a scoresheet: the only
     * {@code *.dieule} of its folder), empty when there are none or they cannot be read.
     */
    public static ParseResult<Optional<ClockSettings>> clockBeside(Path file) {
        ParseResult<Optional<Path>> found = beside(file);
        if (!found.isOk() || found.value().isEmpty()) {
            return new ParseResult<>(Optional.empty(), found.problems());
        }
        return clock(found.value().get());
    }

    /**
     * The clock settings of a regulations file: the law edition it names (else the current law of its game) and
     * its time control in PGN form; empty when the file cannot be parsed.
     */
    public static ParseResult<Optional<ClockSettings>> clock(Path regulations) {
        ParseResult<Optional<Regulations>> parsed = read(regulations);
        if (!parsed.isOk() || parsed.value().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.problems());
        }
        Regulations r = parsed.value().get();
        Optional<TimeControl> control = RegulationsResourceDescriptionStrategy.pgnTimeControl(r)
                .flatMap(text -> TimeControl.parse(text).toOptional());
        return ParseResult.ok(Optional.of(new ClockSettings(RegulationsLaw.edition(r), control)));
    }

    /**
     * A regulations file read by the regulations language's parser (the model with its node model: where each
     * setting stands). A file that cannot be read is an error; one that is not regulations without syntax
     * errors is a warning and gives no model (its settings are then not used).
     */
    public static ParseResult<Optional<Regulations>> read(Path regulations) {
        if (Files.notExists(regulations)) {
            return ParseResult.fail(error(regulations, "regulations.unreadable", regulations));
        }
        ParseResult<byte[]> bytes = InputFile.read(regulations);
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        IParseResult parsed = Parser.INSTANCE.parse(new StringReader(new String(bytes.value(), StandardCharsets.UTF_8)));
        if (parsed.hasSyntaxErrors() || !(parsed.getRootASTElement() instanceof Regulations r)) {
            return new ParseResult<>(Optional.empty(), List.of(warning(regulations, "regulations.notUsed", regulations)));
        }
        return ParseResult.ok(Optional.of(r));
    }

    /** The only regulations file in the tournament file's folder, if there is one. */
    static ParseResult<Optional<Path>> beside(Path tournament) {
        Path folder = tournament.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return ParseResult.ok(Optional.empty());
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(EXTENSION))
                    .filter(Files::isRegularFile).sorted().toList();
            if (found.size() > 1) {
                return new ParseResult<>(Optional.empty(), List.of(warning(tournament, "regulations.several", folder,
                        String.join(", ", found.stream().map(f -> f.getFileName().toString()).toList()))));
            }
            return ParseResult.ok(found.stream().findFirst());
        } catch (IOException e) {
            return ParseResult.ok(Optional.empty());
        }
    }

    /** The regulations language's parser, made once (its injector is costly) when regulations are first read. */
    private static final class Parser {
        static final IParser INSTANCE = new RegulationsStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(IParser.class);
    }

    private static Problem error(Path file, String key, Object... args) {
        return Problems.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()), RegulationsSettings.class, key, args);
    }

    private static Problem warning(Path file, String key, Object... args) {
        Problem p = Problems.error(ProblemKind.INVALID_SYNTAX, Location.UNKNOWN.inField(file.toString()),
                RegulationsSettings.class, key, args);
        return Problem.warning(p.kind(), p.location(), p.message());
    }
}
