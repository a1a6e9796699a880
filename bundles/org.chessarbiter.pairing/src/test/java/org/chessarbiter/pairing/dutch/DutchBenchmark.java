package org.chessarbiter.pairing.dutch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.check.PairingChecker;

/**
 * Benchmark entry point (not a test): pairs round R of a TRF file with the Java engine and prints
 * "java ROUND MILLIS AGREES" on one line, where AGREES tells whether the pairing equals the round
 * as recorded in the file. Run by tools/dutch-reference/benchmark.sh next to the references.
 */
public final class DutchBenchmark {

    private DutchBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        TournamentRecord t = new MiniTrf(Files.readString(Path.of(args[0]))).record();
        int round = Integer.parseInt(args[1]);
        long start = System.nanoTime();
        PairingOutcome out = new DutchSystem().pair(t.requestFor(round));
        long ms = (System.nanoTime() - start) / 1_000_000;
        boolean agrees = out.isPaired() && round <= t.roundsPlayed()
                && new PairingChecker(new DutchSystem()).checkRound(t, round).isEmpty();
        System.out.println(String.format(Locale.ROOT, "java %d %d %s", round, ms, agrees));
    }
}
