package org.chessarbiter.pairing.dutch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;
import org.chessarbiter.pairing.generate.VariedConfigs;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * Tool entry point (not a test): writes COUNT random tournaments played with the Java Dutch engine
 * as TRF files (late entries, withdrawals, forfeits, half-point byes), for the live comparison
 * with the references (tools/dutch-reference/corpus.sh).
 *
 * <pre>
 * GenerateTrf OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS           (the first java-05xxx files)
 * GenerateTrf OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS baku      (the same, Baku-accelerated, XXA lines)
 * GenerateTrf OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS 2017      (the same, paired with the 2017 edition)
 * GenerateTrf --varied OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS  (VariedConfigs)
 * </pre>
 *
 * With {@code --varied} every file is read back from its TRF text and replayed by the Java engine
 * before it is kept; one line per seed: {@code OK name}, {@code SHORT name} (fewer than 5 rounds
 * could be paired: not written), or {@code DIFF name differences} (written, to be analysed).
 */
public final class GenerateTrf {

    private static final int MIN_ROUNDS = 5;

    private GenerateTrf() {
    }

    public static void main(String[] args) throws Exception {
        boolean varied = args[0].equals("--varied");
        int a = varied ? 1 : 0;
        Path dir = Path.of(args[a]);
        int count = Integer.parseInt(args[a + 1]);
        long seed = Long.parseLong(args[a + 2]);
        int minPlayers = Integer.parseInt(args[a + 3]);
        int maxPlayers = Integer.parseInt(args[a + 4]);
        Files.createDirectories(dir);
        for (long s = seed; s < seed + count; s++) {
            if (varied) {
                writeVaried(dir, VariedConfigs.of(s, minPlayers, maxPlayers));
            } else {
                String mode = args.length > 5 ? args[5] : "";
                writeFirst(dir, s, minPlayers, maxPlayers, mode.equals("baku"),
                        mode.equals("2017") ? DutchEdition.FIDE_2017 : DutchEdition.FIDE_2026);
            }
        }
    }

    /**
     * The parameters of the first java-05xxx files; {@code baku}: paired with the Baku acceleration
     * (C.04.5.1); files of another edition than 2026 are named after it ({@code e2017-...}).
     */
    private static void writeFirst(Path dir, long s, int minPlayers, int maxPlayers, boolean baku, DutchEdition edition)
            throws Exception {
        int players = minPlayers + (int) Math.floorMod(s * 7919, maxPlayers - minPlayers + 1);
        int rounds = Math.min(5 + (int) Math.floorMod(s * 31, 9), players - 1);
        GeneratorConfig c = new GeneratorConfig(players, rounds, s, 1200, 2700, 0.1 + Math.floorMod(s * 13, 40) / 100.0,
                1.0 / (8 + Math.floorMod(s * 17, 30)), 0.15, 0.04, 0.1, s % 2 == 0 ? Colour.WHITE : Colour.BLACK);
        GenerationResult g = RandomTournamentGenerator.generate(c, new DutchSystem(edition), baku);
        String prefix = baku ? "baku" : edition == DutchEdition.FIDE_2026 ? "java" : "e" + edition.year();
        String name = String.format("%s-%05d-p%03d-r%02d.trf", prefix, s, players, g.roundsPaired());
        Files.writeString(dir.resolve(name), trf(g.record()));
        if (!g.complete()) {
            System.err.println(name + ": stopped: " + g.errors());
        }
    }

    private static void writeVaried(Path dir, VariedConfigs.Varied v) throws Exception {
        long start = System.nanoTime();
        GeneratorConfig c = v.config();
        GenerationResult g = RandomTournamentGenerator.generate(c, new DutchSystem());
        String name = String.format("java-%05d-p%03d-r%02d.trf", c.seed(), c.players(), g.roundsPaired());
        if (g.roundsPaired() < MIN_ROUNDS) {
            System.out.println("SHORT " + name + " " + g.errors());
            return;
        }
        // the parameters in the tournament-name line, so that the file tells how it was made
        String text = trf(g.record()).replaceFirst("^012 [^\n]*", "012 " + v.profile() + " " + c
                + (g.complete() ? "" : " stopped: no legal pairing for round " + (g.roundsPaired() + 1)));
        Files.writeString(dir.resolve(name), text);
        CheckReport report = new PairingChecker(new DutchSystem()).check(TrfPairingReader.read(text).value().record());
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (report.allAgree() && report.rounds() == g.roundsPaired()) {
            System.out.println("OK " + name + " " + ms + "ms");
        } else {
            System.out.println("DIFF " + name + " " + report.differences().stream()
                    .map(d -> d.text(Locale.ENGLISH)).collect(Collectors.joining("; ")));
        }
    }

    /** The tournament as TRF, written by the project's writer (player lines, XXR, XXA, XXC). */
    private static String trf(TournamentRecord t) {
        return TrfWriter.toString(TrfPairingWriter.of(t, "Generated by org.chessarbiter.pairing"), TrfWriter.Options.CANONICAL);
    }
}
