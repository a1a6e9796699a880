package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter generate-completion}: the bash completion script, run in bash. */
class CompletionTest extends CommandLineHarness {

    private static final Path BASH = Path.of("/bin/bash");

    @Test
    void theScriptNamesEveryCommandAndTheValuesOfTypedOptions() {
        assertEquals(0, run("generate-completion"), stderr());
        String script = stdout();
        assertTrue(script.contains("complete -F _complete_arbiter"), script);
        for (String command : new String[] {"standings", "pair", "check-pairings", "generate", "lsp", "version", "help"}) {
            assertTrue(script.contains(command), command);
        }
    }

    @Test
    void bashCompletesCommandsOptionsAndValues(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(BASH), "bash is needed to run the completion script");
        assertEquals(0, run("generate-completion"));
        Path script = dir.resolve("arbiter-completion.bash");
        Files.writeString(script, stdout());
        assertEquals("check-pairings", complete(script, "arbiter", "che"));
        assertEquals("pair", complete(script, "arbiter", "pa"));
        assertEquals("2026 2017", complete(script, "arbiter", "pair", "--edition", ""));
        assertEquals("mp gp", complete(script, "arbiter", "standings", "--teams", ""));
        assertEquals("en vi", complete(script, "arbiter", "check-pairings", "--lang", ""));
        assertEquals("--explain", complete(script, "arbiter", "pair", "--exp"));
    }

    /** What bash offers for the last word of {@code words} (COMPREPLY, space-separated). */
    private static String complete(Path script, String... words) throws IOException, InterruptedException {
        StringBuilder array = new StringBuilder();
        for (String w : words) {
            array.append(" '").append(w).append("'");
        }
        String program = "source '" + script + "'; COMP_WORDS=(" + array + " ); COMP_CWORD=" + (words.length - 1)
                + "; COMP_LINE=\"${COMP_WORDS[*]}\"; COMP_POINT=${#COMP_LINE}; _complete_arbiter; echo \"${COMPREPLY[*]}\"";
        Process bash = new ProcessBuilder(BASH.toString(), "-c", program).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String reply = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, bash.waitFor(), reply);
        return reply;
    }
}
