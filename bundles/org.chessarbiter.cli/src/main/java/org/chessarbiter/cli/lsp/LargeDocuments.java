package org.chessarbiter.cli.lsp;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;

/**
 * The open game documents too large for the language's resources ({@link StreamingThreshold}: over
 * {@link ScoresheetFileValidator#DEFAULT_THRESHOLD} characters, many games, or deeply nested variations), checked as
 * {@code arbiter validate} and the build check a large file: streamed game by game by the engines' PGN reader, each
 * game by {@link ScoresheetFileValidator#check} and by the language's own rule on tags ({@link DuplicateTags}). The
 * checks run on a thread of their own, so that no request of the server waits for them; a newer version of a
 * document, or its closing, cancels the check of the older one between two games, and only the check of the newest
 * version publishes its diagnostics. A defect of the checks ends the check of the document with a diagnostic that
 * says so, never without one.
 */
final class LargeDocuments {
    /** The code of the diagnostic saying that a document could not be checked to its end (a defect of the checks). */
    static final String CHECK_FAILED = "org.chessarbiter.lsp.checkFailed";

    /** Game files whose text is longer than this many characters are large. */
    static final long THRESHOLD = ScoresheetFileValidator.DEFAULT_THRESHOLD;

    private final ExecutorService checks = Executors.newSingleThreadExecutor(DeepStackExecutors.factory("arbiter-lsp-large"));
    private final Map<String, Check> running = new HashMap<>();
    private final Consumer<PublishDiagnosticsParams> publish;

    /** @param publish where the diagnostics of each document go */
    LargeDocuments(Consumer<PublishDiagnosticsParams> publish) {
        this.publish = publish;
    }

    /** Whether {@code uri} is open here. */
    synchronized boolean isOpen(String uri) {
        return running.containsKey(uri);
    }

    /** Checks {@code text}, the newest version of {@code uri}, cancelling the check of any older one. */
    synchronized void check(String uri, String text) {
        Check older = running.get(uri);
        if (older != null) {
            older.cancelled = true;
        }
        Check check = new Check(uri, text);
        running.put(uri, check);
        checks.execute(check);
    }

    /** Forgets {@code uri}: its check is cancelled and its diagnostics cleared. */
    synchronized void close(String uri) {
        Check older = running.remove(uri);
        if (older != null) {
            older.cancelled = true;
            publish.accept(new PublishDiagnosticsParams(uri, List.of()));
        }
    }

    /** Whether {@code check} is still the newest of its document. */
    private synchronized boolean current(Check check) {
        return running.get(check.uri) == check;
    }

    /** The check of one version of one document. */
    private final class Check implements Runnable {
        final String uri;
        private String text;
        volatile boolean cancelled;

        Check(String uri, String text) {
            this.uri = uri;
            this.text = text;
        }

        @Override
        public void run() {
            String checked = text;
            text = null; // a cancelled version is not kept
            if (cancelled) {
                return;
            }
            List<Diagnostic> found = new ArrayList<>();
            String extension = uri.substring(uri.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
            try {
                PgnGames games = new PgnGames(extension, game -> {
                    if (cancelled) {
                        throw new CancellationException();
                    }
                    ScoresheetFileValidator.check(game).forEach(p -> found.add(diagnostic(p)));
                    DuplicateTags.of(game, checked).forEach(p -> found.add(diagnostic(p)));
                }, p -> found.add(diagnostic(new FileProblem(FileProblem.SYNTAX, p))));
                PgnReader.readAll(new BufferedReader(new StringReader(checked)), games);
            } catch (CancellationException e) {
                return;
            } catch (RuntimeException | StackOverflowError e) { // answered, with what was found before it
                found.add(diagnostic(new FileProblem(CHECK_FAILED, Problem.error(ProblemKind.UNSUPPORTED, Location.at(1, 1),
                        Message.of(LargeDocuments.class, "checkFailed", String.valueOf(e))))));
            }
            synchronized (LargeDocuments.this) {
                if (!cancelled && current(this)) {
                    publish.accept(new PublishDiagnosticsParams(uri, found));
                }
            }
        }
    }

    /** A problem of the checks as a diagnostic: lines and columns from 0, the message in the default language. */
    static Diagnostic diagnostic(FileProblem p) {
        Problem problem = p.problem();
        Location at = problem.location();
        int line = Math.max(0, at.line() - 1);
        int column = Math.max(0, at.column() - 1);
        Diagnostic d = new Diagnostic(new Range(new Position(line, column), new Position(line, column + at.length())),
                problem.message().format(Locale.getDefault()));
        d.setSeverity(switch (problem.severity()) {
            case ERROR -> DiagnosticSeverity.Error;
            case WARNING -> DiagnosticSeverity.Warning;
            default -> DiagnosticSeverity.Information;
        });
        d.setCode(p.code());
        d.setSource("arbiter");
        return d;
    }
}
