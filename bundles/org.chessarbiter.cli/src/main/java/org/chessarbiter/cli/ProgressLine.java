package org.chessarbiter.cli;

import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Locale;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.workspace.validation.Reported;
import org.chessarbiter.cli.validate.ValidationListener;

/**
 * The progress of {@code validate} on one line of the terminal (files, games, the file being checked),
 * redrawn at most five times a second and cleared before each problem printed and at the end. Only when
 * the command runs on a terminal ({@link #onTerminal}): never into a pipe, a file or a test's output.
 */
final class ProgressLine implements ValidationListener {

    private static final long INTERVAL_NANOS = 200_000_000L;

    private final ValidationListener next;
    private final ValidationCounts counts;
    private final PrintStream terminal;
    private final Locale locale;
    private long drawn;
    private boolean shown;
    private Path current;
    private long gamesInFile;

    private ProgressLine(ValidationListener next, ValidationCounts counts, PrintStream terminal, Locale locale) {
        this.next = next;
        this.counts = counts;
        this.terminal = terminal;
        this.locale = locale;
    }

    /** {@code next}, with the progress drawn on standard error when it is a terminal. */
    static ValidationListener onTerminal(ValidationListener next, ValidationCounts counts, Locale locale) {
        return isTerminal() ? new ProgressLine(next, counts, System.err, locale) : next;
    }

    /** Whether the process runs on a terminal (Java 22 and later have a console object even in a pipe: it is asked). */
    static boolean isTerminal() {
        Object console = System.console();
        if (console == null || "dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        try {
            Method m = console.getClass().getMethod("isTerminal");
            return (Boolean) m.invoke(console);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return true; // Java 21: a console exists only on a terminal
        }
    }

    @Override
    public void begin(Path file, FileKind kind) {
        current = file;
        gamesInFile = 0;
        next.begin(file, kind);
        draw(false);
    }

    @Override
    public void problem(Path file, Reported problem) {
        clear();
        next.problem(file, problem);
        draw(true);
    }

    @Override
    public void end(Path file, long games) {
        gamesInFile = 0;
        next.end(file, games);
        draw(false);
    }

    @Override
    public void progress(Path file, long games) {
        gamesInFile = games;
        next.progress(file, games);
        draw(false);
    }

    @Override
    public void skipped(Path file) {
        next.skipped(file);
    }

    /** Clears the line for good. */
    void clear() {
        if (shown) {
            terminal.print("\r\033[K");
            terminal.flush();
            shown = false;
        }
    }

    private void draw(boolean now) {
        long t = System.nanoTime();
        if (!now && shown && t - drawn < INTERVAL_NANOS) {
            return;
        }
        drawn = t;
        String name = current == null ? "" : String.valueOf(current.getFileName());
        String line = Messages.format(locale, "validate.progress", counts.files, counts.games + gamesInFile, counts.errors, counts.warnings, name);
        terminal.print("\r\033[K" + line.replaceAll("[\\p{Cntrl}\u0080-\u009F\u202A-\u202E\u2066-\u2069]", "?"));
        terminal.flush();
        shown = true;
    }
}
