package org.chessarbiter.scoresheet.bench;

import com.google.inject.Injector;
import java.io.StringReader;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.pgn.GameReplayer;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.ScoresheetStandaloneSetup;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.StringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/**
 * Validating scoresheets through the language (parse into an XtextResource + all validation rules) against
 * the engine-only checks of the same games (the streaming PGN reader and the chess GameReplayer, a thin
 * visitor over the one game replay {@code rules.game.GameCheck}: main line and variations, numbers, endings,
 * result), warm, best of several runs; the ratio is the Xtext overhead. A middle figure, the plain checks on
 * games already parsed, splits parsing from checking.
 */
public final class ScoresheetBench {
    private ScoresheetBench() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Injector injector = new ScoresheetStandaloneSetup().createInjectorAndDoEMFRegistration();
        String big = BenchGames.game(42, 300, 50, 6);
        String db = BenchGames.database(200, 80);
        report("300-ply game with 50 variations", injector, big, rounds);
        report("200-game .bienban file (80 plies each)", injector, db, rounds);
    }

    private static void report(String what, Injector injector, String text, int rounds) throws Exception {
        IResourceValidator validator = injector.getInstance(IResourceValidator.class);
        long[] issues = {0};
        double xtext = best(rounds, () -> {
            XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
            XtextResource r = (XtextResource) set.createResource(URI.createURI("bench.bienban"));
            try {
                r.load(new StringInputStream(text), null);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            List<Issue> found = validator.validate(r, CheckMode.ALL, CancelIndicator.NullImpl);
            if (System.getProperty("bench.show") != null) {
                found.stream().filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).limit(5)
                        .forEach(i -> System.out.println("  " + i + " " + text.substring(Math.max(0, i.getOffset() - 40),
                                Math.min(text.length(), i.getOffset() + 20)).replace('\n', ' ')));
            }
            issues[0] = found.stream().filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).count();
            return r;
        });
        double parse = best(rounds, () -> {
            XtextResource r = (XtextResource) injector.getInstance(XtextResourceSet.class)
                    .createResource(URI.createURI("bench.bienban"));
            try {
                r.load(new StringInputStream(text), null);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            return r;
        });
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        XtextResource parsed = (XtextResource) set.createResource(URI.createURI("bench.bienban"));
        parsed.load(new StringInputStream(text), null);
        List<Game> games = ((Database) parsed.getContents().get(0)).getGames();
        double checks = best(rounds, () -> games.stream().map(g -> ScoresheetChecker.check(GameMapper.map(g))).toList());
        long[] engineErrors = {0};
        double engine = best(rounds, () -> {
            GameReplayer replayer = new GameReplayer(ChessRules.fide2018(), San.forLocale(Locale.forLanguageTag("vi")),
                    report -> engineErrors[0] += report.hasErrors() ? 1 : 0);
            return PgnReader.readAll(new StringReader(text), replayer);
        });
        System.out.printf(Locale.ROOT, "%s: %d games, %d chars, errors found: xtext %d, engine %d%n", what, games.size(),
                text.length(), issues[0], engineErrors[0]);
        System.out.printf(Locale.ROOT, "  xtext parse+validate %.1f ms (parse alone %.1f ms) | plain checks only %.1f ms"
                + " | engine-only replay %.1f ms%n", xtext, parse, checks, engine);
        System.out.printf(Locale.ROOT, "  ratio xtext/engine = %.1f  (checks/engine = %.1f)%n", xtext / engine, checks / engine);
    }

    /** Warm-up runs before measuring (the JIT compiles the parser, the validator and the engines). */
    private static final int WARM_UP = 30;

    /** The best time in ms of {@code rounds} runs after {@link #WARM_UP} warm-up runs. */
    private static double best(int rounds, Supplier<Object> work) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < WARM_UP + rounds; i++) {
            long t = System.nanoTime();
            Object keep = work.get();
            double ms = (System.nanoTime() - t) / 1e6;
            if (keep != null && i >= WARM_UP) {
                best = Math.min(best, ms);
            }
        }
        return best;
    }
}
