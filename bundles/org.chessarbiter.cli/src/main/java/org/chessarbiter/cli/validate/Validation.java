package org.chessarbiter.cli.validate;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControl;
import org.chessarbiter.workspace.validation.CheckedFile;
import org.chessarbiter.workspace.validation.LanguageFiles;
import org.chessarbiter.workspace.validation.Reported;

/**
 * {@code arbiter validate}: every file the walk found, checked by the project's own reader of its kind, in
 * order; the problems told to a listener as they are found. Game files larger than the streaming
 * threshold are streamed game by game on {@code threads} threads ({@link PgnStream}); smaller ones, the
 * regulations and the law texts are checked by their languages ({@link LanguageFiles}, the check the project build runs too); TRF and tournament
 * files by the tournament reader ({@link TournamentFiles}).
 *
 * @param encoding the encoding of the text files (UTF-8 unless asked otherwise)
 * @param threads the threads that check the games of a streamed file
 * @param streamAbove game files larger than this many bytes are streamed
 * @param locale the language of the languages' messages
 */
public record Validation(Charset encoding, int threads, long streamAbove, Locale locale) {

    /** Checks the files of {@code entries} in order, telling {@code listener}. */
    public void run(List<InputWalk.Entry> entries, ValidationListener listener) {
        // the reading thread is one of the threads: it checks a game itself when the others have enough waiting (no
        // more threads busy than asked for, on a machine of as many cores)
        ThreadPoolExecutor pool = threads > 1 ? new ThreadPoolExecutor(threads - 1, threads - 1, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(4 * threads), r -> {
                    Thread t = new Thread(r, "arbiter-validate");
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.CallerRunsPolicy()) : null;
        try {
            LanguageFiles xtext = null;
            PgnStream stream = new PgnStream(encoding, pool, threads);
            List<Path> context = context(entries);
            if (!context.isEmpty()) {
                xtext = new LanguageFiles(encoding, locale);
                context.forEach(xtext::preload);
            }
            for (InputWalk.Entry e : entries) {
                switch (e) {
                    case InputWalk.Skipped s -> listener.skipped(s.path());
                    case InputWalk.Refused r -> {
                        listener.begin(r.path(), null);
                        listener.problem(r.path(), new Reported(r.problem(), "io"));
                        listener.end(r.path(), 0);
                    }
                    case InputWalk.Found f -> {
                        listener.begin(f.path(), f.kind());
                        long games = 0;
                        if (f.kind().tournament()) {
                            TournamentFiles.check(f.path(), encoding, listener);
                        } else if (f.kind().games() && size(f.path()) > streamAbove) {
                            games = stream.check(f.path(), f.kind(),
                                    xtext == null ? RegulationsTimeControl.none() : xtext.timeControls(f.path()), listener);
                        } else {
                            xtext = xtext == null ? new LanguageFiles(encoding, locale) : xtext;
                            CheckedFile checked = xtext.check(f.path(), false);
                            checked.problems().forEach(p -> listener.problem(f.path(), p));
                            games = checked.games();
                        }
                        listener.end(f.path(), games);
                    }
                }
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /**
     * Whether checking {@code entries} needs more than the engines: true when a file is read by a language
     * (a game file up to the streaming threshold, regulations, law texts, or regulations beside a game file),
     * by the tournament reader, or cannot be read; false when every file is a game file streamed game by game
     * ({@link PgnStream}), which the engines alone check (the command line's launch without the platform).
     */
    public boolean needsLanguages(List<InputWalk.Entry> entries) {
        for (InputWalk.Entry e : entries) {
            if (e instanceof InputWalk.Refused
                    || e instanceof InputWalk.Found f && (!f.kind().games() || size(f.path()) <= streamAbove)) {
                return true;
            }
        }
        return !context(entries).isEmpty();
    }

    /**
     * The regulations and law texts every file of the languages is checked with, as a project's files see each
     * other: those named or walked, and those beside each file of the languages (a folder is a project).
     */
    private static List<Path> context(List<InputWalk.Entry> entries) {
        Set<Path> folders = new LinkedHashSet<>();
        Set<Path> documents = new LinkedHashSet<>();
        for (InputWalk.Entry e : entries) {
            if (e instanceof InputWalk.Found f && (f.kind().regulations() || f.kind().games())) {
                if (f.kind().regulations()) {
                    documents.add(f.path());
                }
                Path folder = f.path().toAbsolutePath().getParent();
                if (folder != null && folders.add(folder)) {
                    besides(folder, documents);
                }
            }
        }
        return List.copyOf(documents);
    }

    private static void besides(Path folder, Set<Path> documents) {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> list = Files.newDirectoryStream(folder, "*.{dieule,luat}")) {
            list.forEach(found::add);
        } catch (IOException | RuntimeException e) {
            return; // a folder that cannot be listed adds nothing: its files say why when they are checked
        }
        found.sort(null);
        found.stream().filter(Files::isRegularFile).forEach(documents::add);
    }

    /** The size of a file; an unreadable one is not streamed (its reading then says why). */
    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }
}
