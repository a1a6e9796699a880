package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
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

    private int run(String... arguments) {
        return new CommandLine("1.2.3", new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(arguments);
    }

    @Test
    void helpListsTheCommands() {
        assertEquals(0, run("--help"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("Usage: arbiter"), text);
        assertTrue(text.contains("version"), text);
    }

    @Test
    void versionPrintsTheBundleVersion() {
        assertEquals(0, run("--version"));
        assertEquals("Arbiter Workbench 1.2.3", out.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void unknownCommandIsAUsageError() {
        assertEquals(CommandLine.USAGE, run("frobnicate"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Unknown command: frobnicate"));
    }

    @Test
    void vietnameseTexts() {
        Locale.setDefault(Locale.forLanguageTag("vi-VN"));
        assertEquals(0, run("help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("Cách dùng: arbiter"));
    }
}
