package org.chessarbiter.cli.validate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.RepeatedTags;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControl;
import org.chessarbiter.tournament.io.DecodingReader;
import org.chessarbiter.tournament.io.TextDecoding;
import org.chessarbiter.workspace.validation.Reported;

/**
 * A game file of any size, streamed as the build streams a large one ({@link ScoresheetFileValidator#stream}):
 * read game by game by the engines' PGN reader (in the encoding asked for, or the one detected on its first
 * bytes with a warning naming it; a bad byte located), each game
 * checked by {@link ScoresheetFileValidator#check}, the same checks, and by the language's rule on repeated tags
 * ({@link RepeatedTags}, at the names the reader located). The games are checked on the pool's
 * threads while the file is read; their problems are told in file order, and at most a window of games is
 * held at a time, so memory does not grow with the file and the output does not depend on the threads. The
 * reading thread is one of the threads: it checks a game itself when the pool's queue is full, and when the oldest
 * game is not checked yet it checks the games waiting in the queue rather than wait.
 */
final class PgnStream {

    private final Charset encoding;
    private final ThreadPoolExecutor pool;
    private final int window;

    /** @param pool the threads that check games besides the reading thread; null to check them on the reading thread */
    PgnStream(Charset encoding, ThreadPoolExecutor pool, int threads) {
        this.encoding = encoding;
        this.pool = pool;
        // the games told or checked ahead of the oldest one still being checked: room for a long game to be checked
        // on one thread while the others go on (the results held are the problems of each game)
        this.window = Math.max(1, threads) * 256;
    }

    /**
     * Checks every game of {@code file}, a game without a TimeControl tag against the time controls of
     * {@code regulations} (those in scope of the file, as the language checks it); returns the number of games.
     */
    long check(Path file, FileKind kind, RegulationsTimeControl regulations, ValidationListener listener) {
        Deque<Future<List<Reported>>> pending = new ArrayDeque<>();
        long[] games = {0};
        boolean[] badTold = {false};
        try (InputStream raw = Files.newInputStream(file); DecodingReader in = new DecodingReader(raw, encoding)) {
            boolean[] detectedTold = {false};
            Runnable bad = () -> {
                if (!detectedTold[0] && in.detected().isPresent()) { // known from the first bytes, told first
                    detectedTold[0] = true;
                    pending.add(CompletableFuture.completedFuture(List.of(
                            new Reported(TextDecoding.detected(in.detected().get()), "encoding"))));
                }
                if (!badTold[0] && in.badByte().isPresent()) {
                    badTold[0] = true;
                    pending.add(CompletableFuture.completedFuture(List.of(
                            new Reported(TextDecoding.problem(in.badByte().get(), in.charset()), "encoding"))));
                }
            };
            PgnGames visitor = RepeatedTags.reading(kind.extension(), (game, tagNames) -> {
                games[0]++;
                if (games[0] % 1024 == 0) {
                    listener.progress(file, games[0]);
                }
                bad.run();
                pending.add(submit(game, tagNames, regulations));
                drain(pending, window, file, listener, pool);
            }, p -> {
                bad.run();
                pending.add(CompletableFuture.completedFuture(List.of(new Reported(p, Reported.rule(FileProblem.SYNTAX)))));
            });
            PgnReader.readAll(in, visitor);
            bad.run();
            drain(pending, 0, file, listener, pool);
        } catch (IOException | UncheckedIOException e) { // the reader's own I/O errors are its problems already
            drain(pending, 0, file, listener, pool);
            listener.problem(file, new Reported(InputWalk.unreadable(file, e), "io"));
        }
        return games[0];
    }

    private Future<List<Reported>> submit(WrittenGame game, List<Location> tagNames, RegulationsTimeControl regulations) {
        if (pool == null) {
            return CompletableFuture.completedFuture(checked(game, tagNames, regulations));
        }
        return pool.submit(() -> checked(game, tagNames, regulations));
    }

    /** The problems of {@code game}: its checks and its repeated tags, as the editor finds them, in text order. */
    private static List<Reported> checked(WrittenGame game, List<Location> tagNames, RegulationsTimeControl regulations) {
        List<FileProblem> found = new ArrayList<>(ScoresheetFileValidator.check(game, regulations));
        found.addAll(RepeatedTags.of(game, tagNames));
        List<Reported> out = new ArrayList<>(found.size());
        for (FileProblem p : found) {
            out.add(new Reported(p.problem(), Reported.rule(p.code())));
        }
        out.sort(Reported.IN_TEXT_ORDER);
        return out;
    }

    /**
     * Tells the problems of the oldest games until at most {@code keep} are pending; while the oldest is being checked
     * on another thread, the games waiting in the queue of {@code pool} are checked on this one.
     */
    private static void drain(Deque<Future<List<Reported>>> pending, int keep, Path file, ValidationListener listener,
            ThreadPoolExecutor pool) {
        while (pending.size() > keep) {
            List<Reported> problems;
            try {
                Future<List<Reported>> oldest = pending.removeFirst();
                Runnable waiting;
                while (!oldest.isDone() && pool != null && (waiting = pool.getQueue().poll()) != null) {
                    waiting.run(); // a task taken from the queue is run here alone
                }
                problems = oldest.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            }
            problems.forEach(p -> listener.problem(file, p));
        }
    }
}
