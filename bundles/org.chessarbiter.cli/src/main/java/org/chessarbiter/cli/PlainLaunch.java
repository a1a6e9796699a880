package org.chessarbiter.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.jar.JarFile;

import picocli.CommandLine.ParseResult;

/**
 * {@code ./arbiter validate} of game files without starting the platform: the launcher runs this class on a
 * plain class path of the engines' bundles when the command is {@code validate}. It serves the command line
 * only when every file named is a game file streamed game by game (checked by the engines alone, the same
 * code as under the platform: {@link CommandLine}, {@code ValidateCommand}); otherwise it prints nothing and
 * exits with {@link #NOT_SERVED}, and the launcher starts the platform with the same arguments (usage errors,
 * help, small game files and every other kind of file are the platform's).
 */
public final class PlainLaunch {

    /** The exit status that asks the launcher to start the platform instead (nothing was printed). */
    public static final int NOT_SERVED = 10;

    private PlainLaunch() {
    }

    public static void main(String[] arguments) {
        String version;
        try {
            version = served(arguments) ? version() : null;
        } catch (Exception | LinkageError e) { // NOPMD: a class of the platform's bundles reached: the platform serves it
            version = null;
        }
        System.exit(version == null ? NOT_SERVED : new CommandLine(version, System.out, System.err, true).run(arguments));
    }

    /** Whether {@code arguments} are a valid {@code validate} command line whose files the engines alone check. */
    static boolean served(String[] arguments) {
        if (arguments.length == 0 || !"validate".equals(arguments[0])) {
            return false;
        }
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        Locale locale = LanguageOption.of(arguments, Locale.getDefault());
        picocli.CommandLine cli = ArbiterCommand.commandLine("", new CommandContext(quiet, quiet, locale), true);
        ParseResult parsed;
        try {
            parsed = cli.parseArgs(arguments);
        } catch (picocli.CommandLine.ParameterException e) {
            return false; // a usage error is told by the platform's run, in its words
        }
        ParseResult command = parsed.subcommand();
        return command != null && command.subcommand() == null && !parsed.isUsageHelpRequested()
                && !parsed.isVersionHelpRequested() && !command.isUsageHelpRequested()
                && command.commandSpec().userObject() instanceof ValidateCommand validate && !validate.needsLanguages();
    }

    /** The version of this bundle, from the manifest of its jar. */
    private static String version() throws Exception {
        Path jar = Path.of(PlainLaunch.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (JarFile file = new JarFile(jar.toFile())) {
            String version = file.getManifest().getMainAttributes().getValue("Bundle-Version");
            if (version == null) {
                throw new IllegalStateException("no Bundle-Version in " + jar);
            }
            return version;
        }
    }
}
