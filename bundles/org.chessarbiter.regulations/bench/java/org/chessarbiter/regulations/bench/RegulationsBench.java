package org.chessarbiter.regulations.bench;

import com.google.inject.Injector;
import java.nio.file.Path;
import org.chessarbiter.regulations.RegulationsStandaloneSetup;

/**
 * The regulations language's benchmark (tools/bench-regulations): {@code library [reloads]} loads and
 * indexes the law library in this (fresh) JVM; {@code keystroke warmUp keystrokes template...} types into
 * each complete template and validates after every keystroke. No figure is asserted: they are printed.
 */
public final class RegulationsBench {
    private RegulationsBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("library")) {
            LawLibraryBench.run(args.length > 1 ? Integer.parseInt(args[1]) : 20);
            return;
        }
        if (args.length < 4 || !args[0].equals("keystroke")) {
            System.err.println("usage: RegulationsBench library [reloads] | keystroke warmUp keystrokes template.dieule...");
            System.exit(2);
        }
        Injector injector = new RegulationsStandaloneSetup().createInjectorAndDoEMFRegistration();
        KeystrokeBench bench = new KeystrokeBench(injector);
        for (int i = 3; i < args.length; i++) {
            bench.run(Path.of(args[i]), Integer.parseInt(args[1]), Integer.parseInt(args[2]));
        }
    }
}
