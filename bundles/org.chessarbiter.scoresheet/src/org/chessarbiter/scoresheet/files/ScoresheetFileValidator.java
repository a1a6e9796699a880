package org.chessarbiter.scoresheet.files;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControl;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.chessarbiter.scoresheet.validation.ScoresheetValidator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/**
 * Validates a scoresheet file ({@code *.pgn}, {@code *.bienban}) by one of two paths
 * ({@link ValidationPath}): a file up to the size threshold is loaded into an Xtext resource and
 * validated by the language (all rules); a larger one (a PGN database) is streamed game by game through
 * the engines' PGN reader and each game checked by the same {@link ScoresheetChecker}, so memory does
 * not grow with the file. Never throws: an unreadable file is a problem of the report.
 */
public class ScoresheetFileValidator {
    /** The default threshold: files over 2 MB are streamed. */
    public static final long DEFAULT_THRESHOLD = 2L << 20;

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Inject
    private IResourceValidator validator;

    /** Validates {@code file}: streamed when it is larger than {@code threshold} bytes. */
    public ValidationReport validate(Path file, long threshold) {
        String ext = extension(file);
        try {
            if (Files.size(file) > threshold) {
                try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    return stream(in, ext);
                }
            }
            return resource(file);
        } catch (IOException | RuntimeException e) {
            return new ValidationReport(ValidationPath.STREAMED, 0, List.of(new FileProblem(FileProblem.SYNTAX,
                    Problem.error(ProblemKind.IO, Location.at(1, 0), Message.verbatim(e.getMessage())))));
        }
    }

    /**
     * Validates a PGN stream game by game (the large-file path), for a file with extension {@code fileExtension}:
     * each game's repeated tags ({@link RepeatedTags}, the one rule of the language the game checks do not make),
     * then what its checks found ({@link #check}).
     */
    public static ValidationReport stream(Reader in, String fileExtension) {
        List<FileProblem> problems = new ArrayList<>();
        long[] games = {0};
        PgnGames visitor = RepeatedTags.reading(fileExtension, (game, tagNames) -> {
            games[0]++;
            problems.addAll(RepeatedTags.of(game, tagNames));
            problems.addAll(check(game));
        }, p -> problems.add(new FileProblem(FileProblem.SYNTAX, p)));
        PgnReader.readAll(in instanceof BufferedReader ? in : new BufferedReader(in), visitor);
        return new ValidationReport(ValidationPath.STREAMED, games[0], problems);
    }

    /**
     * The problems of one game of a streamed file, in the order the checks found them: what the streamed path
     * does with each game ({@link #stream}), for a caller that streams a file in its own way (e.g. checking
     * games on several threads). Thread-safe.
     */
    public static List<FileProblem> check(WrittenGame game) {
        return check(game, RegulationsTimeControl.none());
    }

    /**
     * {@link #check(WrittenGame)} with the time controls of the regulations in scope of the file, as the language
     * checks a game ({@code ScoresheetValidator}): a game without its own TimeControl tag has its clock readings
     * checked against theirs (FIDE 2018 6.3.1; Luật cờ Tướng 2004 Điều 10.1), and is warned about, its clocks not
     * checked, when they disagree. Thread-safe.
     */
    public static List<FileProblem> check(WrittenGame game, RegulationsTimeControl regulations) {
        GameReplay<?, ?> replay = ScoresheetChecker.check(game, regulations.control());
        List<FileProblem> problems = new ArrayList<>(replay.findings().size());
        for (Finding f : replay.findings()) {
            problems.add(of(f));
        }
        if (!regulations.agree() && !GameCheck.namesTimeControl(game)) {
            problems.add(new FileProblem(ScoresheetIssueCodes.REGULATIONS_DISAGREE, Problem.warning(ProblemKind.ILLEGAL,
                    whole(game), Message.of(ScoresheetValidator.class, "regulationsDisagree",
                            String.join(", ", regulations.names())))));
        }
        return problems;
    }

    /** The place of the whole game: from its first tag (else its first move, else its result) to its end. */
    private static Location whole(WrittenGame game) {
        Token first = !game.tags().isEmpty() ? game.tags().get(0).where()
                : !game.main().nodes().isEmpty() ? firstOf(game.main().nodes().get(0)) : game.result();
        if (first == null) {
            return new Location(game.start(), game.end() - game.start(), 0, 0, null);
        }
        return new Location(first.offset(), game.end() - first.offset(), first.line(), first.column(), null);
    }

    private static Token firstOf(WrittenNode node) {
        return node.number() != null ? node.number() : node.move();
    }

    private ValidationReport resource(Path file) {
        XtextResourceSet set = resourceSets.get();
        Resource resource = set.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
        List<FileProblem> problems = new ArrayList<>();
        for (Issue i : validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
            problems.add(of(i));
        }
        long games = resource.getContents().isEmpty() ? 0 : ((Database) resource.getContents().get(0)).getGames().size();
        return new ValidationReport(ValidationPath.XTEXT_RESOURCE, games, problems);
    }

    /**
     * An issue of the language as a file problem. Its message is already in the user's language (the
     * language's validator formats it); it carries no kind: a syntax error is {@link ProblemKind#INVALID_SYNTAX},
     * any other issue {@link ProblemKind#ILLEGAL} (a rule of the language is broken). Any Xtext language's
     * issue is read so (the regulations' too).
     */
    public static FileProblem of(Issue i) {
        boolean syntax = i.getCode() == null;
        Location at = new Location(i.getOffset() == null ? 0 : i.getOffset(), i.getLength() == null ? 0 : i.getLength(),
                i.getLineNumber() == null ? 0 : i.getLineNumber(), i.getColumn() == null ? 0 : i.getColumn(), null);
        Severity severity = switch (i.getSeverity()) {
            case ERROR -> Severity.ERROR;
            case WARNING -> Severity.WARNING;
            default -> Severity.INFO;
        };
        return new FileProblem(syntax ? FileProblem.SYNTAX : i.getCode(), new Problem(syntax ? ProblemKind.INVALID_SYNTAX
                : ProblemKind.ILLEGAL, severity, Message.verbatim(i.getMessage()), at, List.of()));
    }

    /** A finding of the checks as a file problem; information keeps its message and place, as {@link Severity#INFO}. */
    private static FileProblem of(Finding f) {
        Problem p = f.problem();
        return new FileProblem(f.code(), f.info() ? Problem.info(p.kind(), p.location(), p.message()) : p);
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
