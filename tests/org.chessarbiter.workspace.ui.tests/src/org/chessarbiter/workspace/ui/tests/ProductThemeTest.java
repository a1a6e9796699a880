package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/**
 * The product names no CSS theme (plugin.xml: cssTheme "none"): without a name the workbench asked for the
 * platform's default theme, which the product does not ship, and logged "Theme '…' not found" at every start.
 * This workbench was started with the product: its log of this run has no such entry.
 */
class ProductThemeTest {

    private static final DateTimeFormatter LOG_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    @Test
    void theWorkbenchStartsWithoutLookingForATheme() throws IOException {
        assertEquals("none", Platform.getProduct().getProperty("cssTheme"));
        assertNull(Display.getDefault().getData("org.eclipse.e4.ui.css.swt.theme"), "no theme engine: the widgets' own look");
        assertEquals(List.of(), themeWarningsOfThisRun());
    }

    /** The messages of the log entries written since this Java machine started that say a theme was not found. */
    private static List<String> themeWarningsOfThisRun() throws IOException {
        Path log = Platform.getLogFileLocation().toFile().toPath();
        List<String> found = new ArrayList<>();
        if (!Files.exists(log)) {
            return found;
        }
        LocalDateTime started = LocalDateTime.ofInstant(java.time.Instant.ofEpochMilli(
                ManagementFactory.getRuntimeMXBean().getStartTime()), ZoneId.systemDefault()).minusSeconds(1);
        boolean current = false;
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            if (line.startsWith("!ENTRY ")) {
                current = entryTime(line).map(t -> !t.isBefore(started)).orElse(true);
            } else if (current && line.startsWith("!MESSAGE ") && line.contains("Theme '") && line.contains("not found")) {
                found.add(line);
            }
        }
        return found;
    }

    /** The time of an entry line ("!ENTRY bundle severity code 2026-11-26 19:29:34.659"). */
    private static java.util.Optional<LocalDateTime> entryTime(String line) {
        String[] parts = line.trim().split("\\s+");
        if (parts.length < 2) {
            return java.util.Optional.empty();
        }
        try {
            return java.util.Optional.of(LocalDateTime.parse(parts[parts.length - 2] + " " + parts[parts.length - 1], LOG_TIME));
        } catch (DateTimeParseException e) {
            return java.util.Optional.empty();
        }
    }
}
