package org.chessarbiter.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.standings.StandingsService;

/**
 * {@code arbiter standings <file.trf|file.tournament> [--tiebreaks BH/C1,SB,...] [--edition 2024]
 * [--teams mp|gp] [--html out.html] [--lang vi]}: the standings (of the teams with {@code --teams},
 * ranked by match points or game points first) through the workspace's {@link StandingsService},
 * the same code the workbench runs. Problems are printed located, in the chosen language; the exit
 * status is 1 when there were any.
 */
final class StandingsCommand extends CommandLine.Command {

    private final PrintStream out;
    private final PrintStream err;

    StandingsCommand(PrintStream out, PrintStream err) {
        super("standings");
        this.out = out;
        this.err = err;
    }

    @Override
    int run(String[] arguments) {
        String file = null;
        String codes = "";
        String html = null;
        Locale locale = Locale.getDefault();
        C07Edition edition = C07Edition.V2026;
        String teams = null;
        for (int i = 0; i < arguments.length; i++) {
            String a = arguments[i];
            if (!a.startsWith("--")) {
                if (file != null) {
                    return usage();
                }
                file = a;
                continue;
            }
            if (i + 1 == arguments.length) {
                return usage();
            }
            String value = arguments[++i];
            switch (a) {
                case "--tiebreaks" -> codes = value;
                case "--html" -> html = value;
                case "--lang" -> locale = Locale.forLanguageTag(value);
                case "--teams" -> {
                    if (!value.equals("mp") && !value.equals("gp")) {
                        return usage();
                    }
                    teams = value;
                }
                case "--edition" -> {
                    if (!value.equals("2024") && !value.equals("2026")) {
                        return usage();
                    }
                    edition = value.equals("2024") ? C07Edition.V2024 : C07Edition.V2026;
                }
                default -> {
                    return usage();
                }
            }
        }
        if (file == null) {
            return usage();
        }
        ParseResult<Tournament> t = StandingsService.load(Path.of(file));
        ProblemPrinter problems = new ProblemPrinter(err, locale);
        problems.print(t.problems());
        if (!t.isOk()) {
            return 1;
        }
        ParseResult<StandingsService.Ranked> ranked = teams == null ? StandingsService.rank(t.value(), codes, edition)
                : StandingsService.rankTeams(t.value(), codes, edition, teams.equals("gp"));
        problems.print(ranked.problems());
        out.print(StandingsService.text(ranked.value(), locale));
        if (html != null) {
            try {
                Files.writeString(Path.of(html), StandingsService.html(ranked.value(), locale), StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println(Messages.format("standings.htmlFailed", html, e.getMessage()));
                return 1;
            }
        }
        return t.problems().isEmpty() && ranked.problems().isEmpty() ? 0 : 1;
    }

    private int usage() {
        err.println(Messages.format("standings.usage"));
        return CommandLine.USAGE;
    }
}
