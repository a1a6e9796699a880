package org.chessarbiter.workspace.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfExporter;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.project.ProjectBuild;
import org.chessarbiter.workspace.project.ProjectBuildResult;

/**
 * The project build on a generated project: a Dutch Swiss of {@code players} players paired by the pairing engine
 * for {@code rounds} rounds, one more planned; the state records every result but those of the last round, which
 * only its scoresheets give (so the build takes them, ranks after the last round and proposes the next one); one
 * PGN file per round, each game random legal play of {@code plies} half-moves (seeded) ending in the game's
 * result. Times, in one JVM: the first full build (languages made, classes loaded), then warm full builds and
 * incremental builds after one edit of one scoresheet (a result changed back and forth, so that the proposal is
 * paired again each time; then an edit that changes no result, so that only the file is checked again and the
 * standings and proposal are kept): best and median of {@code runs}. Prints figures; asserts none.
 * <p>
 * Usage: {@code ProjectBench DIR [players] [rounds] [plies] [runs]} (default 100 players, 10 rounds: 500 games).
 */
public final class ProjectBench {

    private ProjectBench() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int players = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int plies = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        int runs = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        long t0 = System.nanoTime();
        int games = generate(dir, players, rounds, plies);
        System.out.printf(Locale.ROOT, "project: %d players, %d rounds, %d games in %d files (generated in %.1f s)%n", players,
                rounds, games, rounds, (System.nanoTime() - t0) / 1e9);

        long l = System.nanoTime();
        org.chessarbiter.workspace.validation.Languages.shared();
        System.out.printf(Locale.ROOT, "languages made (once per JVM): %.0f ms%n", (System.nanoTime() - l) / 1e6);
        String example = System.getProperty("bench.example");
        if (example != null) {
            example(Path.of(example), dir.resolveSibling("example"), runs);
        }
        long c = System.nanoTime();
        ProjectBuildResult first = new ProjectBuild(dir, Locale.ENGLISH, true).build();
        double cold = (System.nanoTime() - c) / 1e6;
        System.out.printf(Locale.ROOT, "first full build (cold JVM): %.0f ms; %d problems (%d errors), %d results"
                + " taken, standings after round %d, proposal: round %s%n", cold, first.all().size(),
                first.count(org.chessarbiter.rules.Severity.ERROR), first.taken().size(), first.standingsRound(),
                first.proposal().map(p -> String.valueOf(p.round())).orElse("none"));

        double[] full = new double[runs];
        ProjectBuild build = null;
        for (int i = 0; i < runs; i++) {
            build = new ProjectBuild(dir, Locale.ENGLISH, true);
            long s = System.nanoTime();
            build.build();
            full[i] = (System.nanoTime() - s) / 1e6;
        }
        report("full build (warm)", full, 10_000);

        Path edited = dir.resolve(String.format(Locale.ROOT, "games/round-%02d.pgn", rounds));
        double[] incremental = new double[runs];
        String before = Files.readString(edited, StandardCharsets.UTF_8);
        ProjectBuildResult last = null;
        for (int i = 0; i < runs * 2; i++) {
            String text = Files.readString(edited, StandardCharsets.UTF_8);
            Files.writeString(edited, flipFirstResult(text), StandardCharsets.UTF_8);
            long s = System.nanoTime();
            last = build.rebuild(edited);
            double ms = (System.nanoTime() - s) / 1e6;
            if (i >= runs) {
                incremental[i - runs] = ms; // the first runs warm the incremental path up
            }
        }
        Files.writeString(edited, before, StandardCharsets.UTF_8);
        build.rebuild(edited);
        report("incremental build after one scoresheet edit", incremental, 500);
        double[] comment = new double[runs];
        for (int i = 0; i < runs * 2; i++) {
            Files.writeString(edited, before + "{edit " + i + "}\n", StandardCharsets.UTF_8);
            long s = System.nanoTime();
            build.rebuild(edited);
            double ms = (System.nanoTime() - s) / 1e6;
            if (i >= runs) {
                comment[i - runs] = ms;
            }
        }
        Files.writeString(edited, before, StandardCharsets.UTF_8);
        report("  of which: an edit that changes no result", comment, 500);
        System.out.printf(Locale.ROOT, "  (validated %d file of %d; proposal: round %s)%n", last.validated().size(),
                last.files().scoresheets().size(), last.proposal().map(p -> String.valueOf(p.round())).orElse("none"));
    }

    /**
     * The chess example (a copy of {@code source} in {@code copy}, the repository's files untouched): its first full
     * build in this JVM, warm full builds, then incremental builds after one edit of a round-3 scoresheet that turns
     * its first game's result (so that the result disagrees with the state's, a problem on both files, and the
     * standings are computed again), each edit undone by the next.
     */
    static void example(Path source, Path copy, int runs) throws IOException {
        copyTree(source, copy);
        long c = System.nanoTime();
        ProjectBuildResult first = new ProjectBuild(copy, Locale.ENGLISH, true).build();
        System.out.printf(Locale.ROOT, "chess example %s: first full build %.0f ms; %d problems (%d errors), %d scoresheets,"
                + " standings after round %d, proposal: round %s%n", source.getFileName(), (System.nanoTime() - c) / 1e6,
                first.all().size(), first.count(org.chessarbiter.rules.Severity.ERROR), first.files().scoresheets().size(),
                first.standingsRound(), first.proposal().map(p -> String.valueOf(p.round())).orElse("none"));
        double[] full = new double[runs];
        ProjectBuild build = null;
        for (int i = 0; i < runs; i++) {
            build = new ProjectBuild(copy, Locale.ENGLISH, true);
            long s = System.nanoTime();
            build.build();
            full[i] = (System.nanoTime() - s) / 1e6;
        }
        report("chess example: full build (warm)", full, 10_000);
        Path edited;
        try (var files = Files.walk(copy)) {
            edited = files.filter(f -> f.toString().endsWith(".bienban")).sorted().reduce((a, b) -> b).orElseThrow();
        }
        String before = Files.readString(edited, StandardCharsets.UTF_8);
        double[] incremental = new double[runs];
        int problems = 0;
        for (int i = 0; i < runs * 2; i++) {
            String text = Files.readString(edited, StandardCharsets.UTF_8);
            Files.writeString(edited, i % 2 == 0 ? flipFirstResult(text) : before, StandardCharsets.UTF_8);
            long s = System.nanoTime();
            ProjectBuildResult r = build.rebuild(edited);
            double ms = (System.nanoTime() - s) / 1e6;
            if (i % 2 == 0) {
                problems = r.all().size();
            }
            if (i >= runs) {
                incremental[i - runs] = ms;
            }
        }
        Files.writeString(edited, before, StandardCharsets.UTF_8);
        report("chess example: incremental after one scoresheet edit", incremental, 300);
        System.out.printf(Locale.ROOT, "  (edited %s; %d problems with the result turned, %d before)%n",
                copy.relativize(edited), problems, first.all().size());
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (Files.exists(target)) {
            try (var old = Files.walk(target)) {
                for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        try (var files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path t = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else if (!source.relativize(p).startsWith("derived")) {
                    Files.copy(p, t);
                }
            }
        }
    }

    private static void report(String what, double[] ms, double target) {
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%-46s best %7.0f ms  median %7.0f ms  (target < %.0f ms: %s)%n", what, sorted[0],
                sorted[sorted.length / 2], target, sorted[sorted.length / 2] < target ? "met" : "NOT met");
    }

    /** The text with the result of its first game turned 1-0 ↔ 0-1 (a draw made a win of White). */
    static String flipFirstResult(String text) {
        int tag = text.indexOf("[Result \"");
        int end = text.indexOf('"', tag + 9);
        String was = text.substring(tag + 9, end);
        String now = was.equals("1-0") ? "0-1" : "1-0";
        int marker = text.indexOf(" " + was + "\n", end);
        return text.substring(0, tag + 9) + now + text.substring(end, marker + 1) + now + text.substring(marker + 1 + was.length());
    }

    /** Writes the project into {@code dir}; returns the number of games. */
    static int generate(Path dir, int players, int rounds, int plies) throws IOException {
        GenerationResult g = RandomTournamentGenerator.generate(new GeneratorConfig(players, rounds + 1, 2026, 1400, 2700, 0.3,
                0, 0, 0, 0, Colour.WHITE), new DutchSystem());
        if (!g.complete()) {
            throw new IllegalStateException("not generated: " + g.errors());
        }
        Tournament all = TrfTournamentMapper.toTournament(TrfPairingWriter.of(g.record(), "Bench open")).value();
        Round last = all.rounds().stream().filter(r -> r.number() == rounds).findFirst().orElseThrow();
        List<Round> kept = new ArrayList<>();
        for (Round r : all.rounds()) {
            if (r.number() < rounds) {
                kept.add(r);
            } else if (r.number() == rounds) {
                kept.add(new Round(r.number(), r.date(), true, r.pairings().stream().map(p -> new Pairing(p.board(), p.first(),
                        p.second(), List.of(GameResult.NOT_YET_PLAYED), p.scoresheet())).toList(), r.byes()));
            }
        }
        Tournament state = new Tournament(all.info(), all.scoring(), all.players(), all.teams(), kept, all.withdrawals(),
                all.lateEntries(), all.matches());
        Files.createDirectories(dir.resolve("games"));
        if (!PairingOperation.save(TrfExporter.toDocument(state, Map.of()), dir.resolve("bench.trf")).isOk()) {
            throw new IOException("bench.trf not written");
        }
        int games = 0;
        for (Round r : all.rounds()) {
            if (r.number() > rounds) {
                continue;
            }
            StringBuilder b = new StringBuilder();
            for (Pairing p : (r.number() == rounds ? last : r).pairings()) {
                GameResult res = p.result();
                String result = res.forFirst().trfCode() == '1' || res == GameResult.FIRST_WINS_BY_FORFEIT ? "1-0"
                        : res.forSecond().trfCode() == '1' || res == GameResult.SECOND_WINS_BY_FORFEIT ? "0-1" : "1/2-1/2";
                b.append("[Event \"Bench open\"]\n[Round \"").append(r.number()).append("\"]\n[Board \"").append(p.board())
                        .append("\"]\n[White \"").append(all.player(p.first()).orElseThrow().name()).append("\"]\n[Black \"")
                        .append(all.player(p.second()).orElseThrow().name()).append("\"]\n[WhiteNumber \"").append(p.first())
                        .append("\"]\n[BlackNumber \"").append(p.second()).append("\"]\n[Result \"").append(result).append("\"]\n\n")
                        .append(moves(r.number() * 1000L + p.board(), plies)).append(result).append("\n\n");
                games++;
            }
            Files.writeString(dir.resolve(String.format(Locale.ROOT, "games/round-%02d.pgn", r.number())), b.toString(),
                    StandardCharsets.UTF_8);
        }
        return games;
    }

    /** Random legal play (seeded) of {@code plies} half-moves that does not end the game, in PGN SAN. */
    static String moves(long seed, int plies) {
        Random random = new Random(seed);
        San san = San.pgn();
        List<ChessPosition> positions = new ArrayList<>(List.of(ChessPosition.initial()));
        List<ChessMove> line = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        while (line.size() < plies) {
            ChessPosition p = positions.get(positions.size() - 1);
            ChessMove m = pick(random, positions, line);
            if (m == null) {
                break;
            }
            if (p.turn().ordinal() == 0) {
                b.append(p.fullmoves()).append(". ");
            }
            b.append(san.format(p, m)).append(' ');
            line.add(m);
            positions.add(p.play(m));
        }
        return b.toString();
    }

    private static ChessMove pick(Random random, List<ChessPosition> positions, List<ChessMove> line) {
        ChessPosition p = positions.get(positions.size() - 1);
        List<ChessMove> moves = new ArrayList<>(p.legalMoves());
        while (!moves.isEmpty()) {
            ChessMove m = moves.remove(random.nextInt(moves.size()));
            List<ChessPosition> ps = new ArrayList<>(positions);
            ps.add(p.play(m));
            List<ChessMove> ms = new ArrayList<>(line);
            ms.add(m);
            if (ChessRules.fide2018().automaticOutcome(new History<>(ps, ms)).isEmpty()) {
                return m;
            }
        }
        return null;
    }
}
