package org.chessarbiter.pairing.dutch;

import java.nio.file.Files;
import java.nio.file.Path;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;

/**
 * Tool entry point (not a test): writes COUNT random tournaments played with the Java Dutch engine
 * as TRF files (late entries, withdrawals, forfeits, half-point byes), for the live comparison
 * with the references (tools/dutch-reference/java-generate.sh).
 */
public final class GenerateTrf {

    private GenerateTrf() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        int minPlayers = Integer.parseInt(args[3]);
        int maxPlayers = Integer.parseInt(args[4]);
        Files.createDirectories(dir);
        for (long s = seed; s < seed + count; s++) {
            int players = minPlayers + (int) Math.floorMod(s * 7919, maxPlayers - minPlayers + 1);
            int rounds = Math.min(5 + (int) Math.floorMod(s * 31, 9), players - 1);
            GeneratorConfig c = new GeneratorConfig(players, rounds, s, 1200, 2700, 0.1 + Math.floorMod(s * 13, 40) / 100.0,
                    1.0 / (8 + Math.floorMod(s * 17, 30)), 0.15, 0.04, 0.1, s % 2 == 0 ? Colour.WHITE : Colour.BLACK);
            GenerationResult g = RandomTournamentGenerator.generate(c, new DutchSystem());
            String name = String.format("java-%05d-p%03d-r%02d.trf", s, players, g.roundsPaired());
            Files.writeString(dir.resolve(name), MiniTrf.write(g.record()));
            if (!g.complete()) {
                System.err.println(name + ": stopped: " + g.errors());
            }
        }
    }
}
