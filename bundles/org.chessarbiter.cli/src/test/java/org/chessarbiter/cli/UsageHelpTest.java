package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** Every command's {@code --help}, in English and Vietnamese, with the exit statuses listed. */
class UsageHelpTest extends CommandLineHarness {

    private static final Locale VI = Locale.forLanguageTag("vi-VN");

    @ParameterizedTest
    @ValueSource(strings = {"help", "lsp", "version", "standings", "pair", "check-pairings", "generate", "generate-completion", "validate"})
    void everyCommandHasItsHelpInEnglishAndVietnamese(String command) {
        assertEquals(0, run(command, "--help"), stderr());
        String english = stdout();
        assertTrue(english.startsWith("Usage: arbiter " + command), english);
        assertTrue(english.contains("Exit status:") && english.contains("  3   an output could not be written"), english);
        assertEquals("", stderr());

        assertEquals(0, run(command, "--help", "--lang", "vi"), stderr());
        String vietnamese = stdout();
        assertTrue(vietnamese.startsWith("Cách dùng: arbiter " + command), vietnamese);
        assertTrue(vietnamese.contains("Mã thoát:") && vietnamese.contains("  2   dùng sai"), vietnamese);
        assertEquals(0, run("-h", command, "--lang", "vi"), "-h before the command shows arbiter's own help");
        assertEquals(0, run("help", command, "--lang", "vi"));
        assertEquals(vietnamese, stdout(), "'help <command>' shows the command's help");
    }

    @Test
    void theLanguageFollowsLangUnlessAskedFor() {
        Locale.setDefault(VI);
        assertEquals(0, run("pair", "--help"));
        assertTrue(stdout().startsWith("Cách dùng: arbiter pair"), stdout());
        assertEquals(0, run("pair", "--help", "--lang", "en"));
        assertTrue(stdout().startsWith("Usage: arbiter pair"), stdout());
        assertEquals(0, run("--lang", "en", "--help"));
        assertTrue(stdout().startsWith("Usage: arbiter") && stdout().contains("Commands:"), stdout());
    }

    @Test
    void everyCommandOptionAndArgumentIsDescribedInBothLanguages() {
        List<String> checked = new ArrayList<>();
        List<CommandSpec> english = specs(Locale.ENGLISH);
        List<CommandSpec> vietnamese = specs(VI);
        for (int c = 0; c < english.size(); c++) {
            CommandSpec en = english.get(c);
            CommandSpec vi = vietnamese.get(c);
            assertFalse(String.join("", en.usageMessage().description()).isBlank(), en.qualifiedName());
            assertNotEquals(List.of(en.usageMessage().description()), List.of(vi.usageMessage().description()), en.qualifiedName());
            List<ArgSpec> enArgs = en.args();
            List<ArgSpec> viArgs = vi.args();
            for (int a = 0; a < enArgs.size(); a++) {
                String what = en.qualifiedName() + " " + enArgs.get(a).paramLabel();
                String enText = String.join(" ", enArgs.get(a).description());
                String viText = String.join(" ", viArgs.get(a).description());
                assertFalse(enText.isBlank(), what);
                assertFalse(viText.isBlank(), what);
                assertNotEquals(enText, viText, what);
                checked.add(what);
            }
        }
        assertTrue(checked.size() > 30, checked.toString());
    }

    /** The root command and every command below it, with the texts of {@code locale}. */
    private static List<CommandSpec> specs(Locale locale) {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream());
        CommandSpec root = ArbiterCommand.commandLine("1.2.3", new CommandContext(sink, sink, locale)).getCommandSpec();
        List<CommandSpec> all = new ArrayList<>(List.of(root));
        root.subcommands().values().forEach(c -> all.add(c.getCommandSpec()));
        return all;
    }

    @Test
    void withoutCommandTheHelpIsPrinted() {
        assertEquals(0, run());
        assertTrue(stdout().startsWith("Usage: arbiter"), stdout());
        for (String command : List.of("help", "lsp", "version", "standings", "pair", "check-pairings", "generate", "generate-completion", "validate")) {
            assertTrue(stdout().contains("\n  " + command + " "), command + " in\n" + stdout());
        }
    }
}
