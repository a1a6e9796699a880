import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.ResultGrid;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfExporter;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * Standings benchmark (tools/bench-standings).
 *   generate FILE PLAYERS ROUNDS SEED : a random Swiss tournament (score-group pairing without
 *       repeats, rating-biased results, draws, forfeits, half-point byes) written as TRF.
 *   run FILE CODES REPEAT OUT : reads the TRF, computes the standings with the tie-breaks CODES
 *       REPEAT times in this JVM, prints "first best best_standings_only" (seconds; the last without
 *       reading the TRF), writes every value to OUT.
 */
public final class StandingsBench {

    public static void main(String[] args) throws IOException {
        if (args[0].equals("generate")) {
            generate(Path.of(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]), Long.parseLong(args[4]));
        } else {
            run(Path.of(args[1]), args[2], Integer.parseInt(args[3]), Path.of(args[4]));
        }
    }

    static void generate(Path file, int n, int rounds, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(Player.of(i, String.format("Player%04d, Test", i), 2700 - i * 1200 / n));
        }
        Tournament t = Tournament.of(TournamentInfo.of("Standings benchmark " + seed, GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, rounds),
                players, List.of());
        Set<Long> met = new HashSet<>();
        int[] colourDiff = new int[n];
        for (int r = 1; r <= rounds; r++) {
            ResultGrid g = ResultGrid.of(t);
            Points[] score = new Points[n];
            for (int i = 0; i < n; i++) {
                score[i] = g.score(i, t.scoring(), r - 1);
            }
            List<Integer> order = new ArrayList<>();
            List<Bye> byes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (rnd.nextInt(100) == 0) {
                    byes.add(new Bye(i + 1, ByeKind.HALF_POINT));
                } else {
                    order.add(i);
                }
            }
            order.sort(Comparator.comparing((Integer i) -> score[i]).reversed().thenComparingInt(i -> i));
            List<Pairing> pairings = new ArrayList<>();
            boolean[] used = new boolean[n];
            for (int a = 0; a < order.size(); a++) {
                int i = order.get(a);
                if (used[i]) {
                    continue;
                }
                int partner = -1;
                for (int b = a + 1; b < order.size() && partner < 0; b++) {
                    int j = order.get(b);
                    if (!used[j] && !met.contains(key(i, j))) {
                        partner = j;
                    }
                }
                used[i] = true;
                if (partner < 0) {
                    byes.add(new Bye(i + 1, ByeKind.PAIRING_ALLOCATED));
                    continue;
                }
                used[partner] = true;
                met.add(key(i, partner));
                boolean iWhite = colourDiff[i] != colourDiff[partner] ? colourDiff[i] < colourDiff[partner] : (r + a) % 2 == 0;
                int w = iWhite ? i : partner;
                int bl = iWhite ? partner : i;
                colourDiff[w]++;
                colourDiff[bl]--;
                pairings.add(Pairing.of(pairings.size() + 1, w + 1, bl + 1, result(rnd, w < bl)));
            }
            t = t.withRound(new Round(r, "", true, pairings, byes));
        }
        Files.writeString(file, TrfWriter.toString(TrfExporter.toDocument(t, Map.of()), TrfWriter.Options.CANONICAL), StandardCharsets.UTF_8);
    }

    private static long key(int i, int j) {
        return (long) Math.min(i, j) * 1_000_000L + Math.max(i, j);
    }

    private static GameResult result(SplittableRandom rnd, boolean whiteStronger) {
        int x = rnd.nextInt(100);
        if (x < 2) {
            return x == 0 ? GameResult.FIRST_WINS_BY_FORFEIT : GameResult.SECOND_WINS_BY_FORFEIT;
        }
        if (x < 32) {
            return GameResult.DRAW;
        }
        return (x < 72) == whiteStronger ? GameResult.FIRST_WINS : GameResult.SECOND_WINS;
    }

    static void run(Path file, String codes, int repeat, Path out) throws IOException {
        double first = 0;
        double best = Double.MAX_VALUE;
        double bestStandings = Double.MAX_VALUE;
        List<StandingRow> rows = null;
        for (int k = 0; k < repeat; k++) {
            long t0 = System.nanoTime();
            Tournament t = TrfTournamentMapper.toTournament(TrfReader.read(Files.newInputStream(file)).toOptional().orElseThrow()).toOptional().orElseThrow();
            long t1 = System.nanoTime();
            List<TieBreak> tbs = TieBreakSets.parseList(codes, C07Edition.V2026).toOptional().orElseThrow();
            StandingsContext ctx = StandingsContext.of(t, WithdrawalRule.xiangqiSwiss(), t.numberOfRounds(), C07Edition.V2026);
            rows = Standings.rank(ctx, tbs);
            long t2 = System.nanoTime();
            double s = (t2 - t0) / 1e9;
            bestStandings = Math.min(bestStandings, (t2 - t1) / 1e9);
            if (k == 0) {
                first = s;
            }
            best = Math.min(best, s);
        }
        StringBuilder b = new StringBuilder();
        for (StandingRow row : rows) {
            b.append(row.startNumber()).append('\t').append(row.score());
            for (Points p : row.tieBreaks()) {
                b.append('\t').append(p);
            }
            b.append('\n');
        }
        Files.writeString(out, b.toString());
        System.out.printf("%.4f %.4f %.4f%n", first, best, bestStandings);
    }
}
