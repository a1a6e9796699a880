package org.chessarbiter.pairing.dutch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.check.PairingChecker;

/**
 * Benchmark entry point (not a test): pairs round R of a TRF file with the Java engine and prints
 * "java ROUND MILLIS AGREES CPU_MILLIS PAIRED" on one line, where MILLIS is the wall time of the
 * pairing call and CPU_MILLIS its CPU time (this thread), AGREES tells whether the pairing equals
 * the round as recorded in the file, PAIRED whether a pairing was made (or why not). A third argument
 * names a file for the pairs, in bbpPairings' output format. Run by tools/dutch-reference/benchmark.sh next to the references.
 */
public final class DutchBenchmark {

    private DutchBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        org.chessarbiter.pairing.trf.PairingTournament read = org.chessarbiter.pairing.trf.TrfPairingReader
                .read(Files.readString(Path.of(args[0]))).value();
        TournamentRecord t = read.record();
        int round = Integer.parseInt(args[1]);
        // a bare player list (round-1 benchmark): the next round, everyone present
        org.chessarbiter.pairing.PairingRequest request = read.requestFor(round);
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        PairingOutcome out = new DutchSystem().pair(request);
        long ms = (System.nanoTime() - start) / 1_000_000;
        long cpuMs = (threads.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
        boolean agrees = out.isPaired() && round <= t.roundsPlayed() && !Boolean.getBoolean("bench.noCheck")
                && new PairingChecker(new DutchSystem()).checkRound(t, round).isEmpty();
        System.out.println(String.format(Locale.ROOT, "java %d %d %s %d %s", round, ms, agrees, cpuMs,
                out.isPaired() ? "paired" : "not-paired: " + out));
        if (args.length > 2 && out instanceof PairingOutcome.Paired paired) {
            // the pairs as bbpPairings writes them: a count, then "white black" lines (0 = bye)
            StringBuilder b = new StringBuilder();
            var p = paired.pairing();
            b.append(p.boards().size() + p.pairingBye().map(x -> 1).orElse(0)).append('\n');
            p.boards().forEach(board -> b.append(board.white()).append(' ').append(board.black()).append('\n'));
            p.pairingBye().ifPresent(x -> b.append(x).append(" 0\n"));
            Files.writeString(Path.of(args[2]), b.toString());
        }
    }
}
