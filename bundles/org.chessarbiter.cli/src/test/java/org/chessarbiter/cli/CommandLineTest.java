package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.junit.jupiter.api.Test;

class CommandLineTest extends CommandLineHarness {

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
