package org.chessarbiter.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Runs command lines in English (unless a test changes the default locale) and keeps their output. */
abstract class CommandLineHarness {

    protected final ByteArrayOutputStream out = new ByteArrayOutputStream();
    protected final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private Locale saved;

    @BeforeEach
    void english() {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.ENGLISH);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(saved);
    }

    /** Runs {@code arguments} with fresh output buffers; returns the exit status. */
    protected int run(String... arguments) {
        out.reset();
        err.reset();
        return new CommandLine("1.2.3", new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(arguments);
    }

    /** Pairs the next round of {@code file} with {@code options}, writes it back and returns the file's text. */
    protected String pairInPlace(java.nio.file.Path file, String... options) throws java.io.IOException {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("pair", file.toString(), "--out", file.toString()));
        args.addAll(java.util.List.of(options));
        org.junit.jupiter.api.Assertions.assertEquals(0, run(args.toArray(String[]::new)), stderr());
        return java.nio.file.Files.readString(file);
    }

    protected String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    protected String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
