package org.chessarbiter.workspace.validation;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControl;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControls;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.io.TextDecoding;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

/**
 * The files of the Xtext languages (scoresheets, regulations, law texts) checked headlessly as the editor and
 * the build check them: loaded into one resource set with the regulations and law texts given first (what a
 * scoresheet's time control and a citation are resolved against, as in a project) and validated by each
 * language's own validator ({@link CheckMode#ALL}). A scoresheet is dropped from the set once checked, so that
 * memory holds the regulations and one scoresheet at a time. The text is decoded in the encoding asked for (or detected, with a warning naming it); a
 * byte that is not valid in it is a located problem. The one such check: {@code arbiter validate} and the
 * project build both use it. Not thread-safe: one caller at a time.
 */
public final class LanguageFiles {

    private final Charset encoding;
    private final Locale locale;
    private final IResourceServiceProvider.Registry languages;
    private final XtextResourceSet set;
    private final Map<URI, List<Reported>> loadProblems = new HashMap<>();

    /**
     * @param encoding the encoding of the files
     * @param locale   the language the languages' validators write their messages in
     */
    public LanguageFiles(Charset encoding, Locale locale) {
        this(encoding, locale, Languages.registry());
    }

    /**
     * @param encoding  the encoding of the files
     * @param locale    the language the languages' validators write their messages in
     * @param languages the languages ({@link Languages#shared()} for a caller that checks files again and again)
     */
    public LanguageFiles(Charset encoding, Locale locale, IResourceServiceProvider.Registry languages) {
        this.languages = languages;
        this.encoding = encoding;
        this.locale = locale;
        this.set = languages.getResourceServiceProvider(URI.createFileURI("x.dieule")).get(XtextResourceSet.class);
    }

    /**
     * Loads a regulations document or law text before the files are checked, so that every file checked
     * afterwards sees it (as the files of a project see each other); once only.
     */
    public void preload(Path file) {
        if (!loadProblems.containsKey(uri(file))) {
            List<Reported> problems = new ArrayList<>();
            load(file, problems);
            loadProblems.put(uri(file), problems);
        }
    }

    /**
     * Checks {@code file}.
     *
     * @param written whether to return the games as written too (what the project build links to boards)
     */
    public CheckedFile check(Path file, boolean written) {
        List<Reported> problems = loadProblems.get(uri(file));
        boolean preloaded = problems != null;
        problems = preloaded ? new ArrayList<>(problems) : new ArrayList<>();
        Resource resource = preloaded ? set.getResource(uri(file), false) : load(file, problems);
        if (resource == null || preloaded && !resource.isLoaded()) {
            return new CheckedFile(file, problems, 0, List.of());
        }
        long games = 0;
        List<WrittenGame> mapped = new ArrayList<>();
        Locale before = Locale.getDefault();
        Locale.setDefault(locale); // the languages' validators write their messages in the default locale
        try {
            IResourceServiceProvider language = languages.getResourceServiceProvider(resource.getURI());
            List<Reported> found = new ArrayList<>();
            for (Issue i : language.getResourceValidator().validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
                FileProblem p = ScoresheetFileValidator.of(i);
                found.add(new Reported(p.problem(), Reported.rule(i.getCode())));
            }
            found.sort(Reported.IN_TEXT_ORDER); // the language lists syntax and links first, its own checks after
            problems.addAll(found);
            if (!resource.getContents().isEmpty() && resource.getContents().get(0) instanceof Database d) {
                games = d.getGames().size();
                if (written) {
                    for (Game g : d.getGames()) {
                        mapped.add(GameMapper.map(g));
                    }
                }
            }
        } finally {
            Locale.setDefault(before);
        }
        if (!preloaded) {
            resource.unload();
            set.getResources().remove(resource);
        }
        return new CheckedFile(file, problems, games, mapped);
    }

    /**
     * The time controls of the regulations in scope of the game file {@code file}, as the language sees them for a
     * file it checks (the documents preloaded): for a file checked game by game without being loaded here. None when
     * it is not a file of the scoresheet language.
     */
    public RegulationsTimeControl timeControls(Path file) {
        URI uri = uri(file);
        IResourceServiceProvider language = languages.getResourceServiceProvider(uri);
        if (language == null || set.getResource(uri, false) != null) {
            return RegulationsTimeControl.none();
        }
        XtextResource resource = (XtextResource) set.createResource(uri); // an empty stand-in: the file is not read
        try {
            resource.load(new LazyStringInputStream("", "UTF-8"), Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
            return language.get(RegulationsTimeControls.class).of(resource);
        } catch (IOException | RuntimeException e) {
            return RegulationsTimeControl.none();
        } finally {
            resource.unload();
            set.getResources().remove(resource);
        }
    }

    /** Reads, decodes and parses {@code file} into the set; null when it cannot be read. */
    private Resource load(Path file, List<Reported> problems) {
        ParseResult<byte[]> bytes = InputFile.read(file);
        if (!bytes.isOk()) {
            bytes.problems().forEach(p -> problems.add(new Reported(p, "io")));
            return null;
        }
        TextDecoding.Decoded text = TextDecoding.decode(bytes.value(), encoding);
        text.detected().ifPresent(d -> problems.add(new Reported(TextDecoding.detected(d), "encoding")));
        text.badByte().ifPresent(b -> problems.add(new Reported(TextDecoding.problem(b, text.charset(encoding)), "encoding")));
        XtextResource resource = (XtextResource) set.createResource(uri(file));
        try {
            resource.load(new LazyStringInputStream(text.text(), "UTF-8"), Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
        } catch (IOException e) {
            problems.add(new Reported(unreadable(file, e), "io"));
            set.getResources().remove(resource);
            return null;
        }
        return resource;
    }

    /** A file that could not be read, located at the file as a whole, with the system's reason. */
    public static Problem unreadable(Path file, Exception e) {
        return Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()),
                Message.of(InputFile.class, "file.unreadable", InputFile.reason(e)));
    }

    private static URI uri(Path file) {
        return URI.createFileURI(file.toAbsolutePath().normalize().toString());
    }
}
