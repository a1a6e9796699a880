package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

import org.chessarbiter.tests.shared.UiThreadSampler;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.ui.PlayerColumn;
import org.chessarbiter.tournament.ui.PlayersPage;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A 2,000-player, 11-round tournament in the editor: opened, its Players table scrolled from top to
 * bottom, sorted and filtered, results typed on the Rounds page; its next round paired in a job, cancelled
 * and run again. Every UI-thread stretch is timed
 * (each step, then each event the loop dispatches after it) and the longest is printed as a BENCH
 * line: a measurement, not an assertion (the assertions check that the steps did what they say). A sampler
 * takes the UI thread's stack meanwhile: the stretches over {@value #PROFILED_MILLIS} ms are printed with the
 * frames they were in.
 */
class LargeTournamentBenchmarkTest extends EditorFixture {

    private static final int PLAYERS = 2000;
    private static final int ROUNDS = 11;

    /** The UI-thread stretches of this length or more are profiled. */
    private static final double PROFILED_MILLIS = 50;

    private final List<String> steps = new ArrayList<>();
    private double longest;
    /** The longest event after a step: {ms, UI thread's CPU ms}, and the step. */
    private double[] worstAfter = { 0, 0 };
    private String worstAfterStep = "";
    private UiThreadSampler sampler;
    /** Per step, its stretches over {@link #PROFILED_MILLIS}: {start, end} in {@link System#nanoTime()}. */
    private final Map<String, List<long[]>> slow = new LinkedHashMap<>();

    /** Whether this workbench has had a tournament in the editor yet (its classes loaded, its code compiled). */
    private static boolean warm;

    /**
     * The first use of the editor in a workbench loads and compiles its classes, whatever the event's size: the
     * 40-player example is opened, shown page by page, sorted and given a result first, then closed unsaved, and
     * its longest stretch is printed apart. The 2,000-player figures are the event's size, not the first use.
     */
    @BeforeEach
    void warmUp() throws Exception {
        if (warm) {
            return;
        }
        warm = true;
        write("editor-bench-warm", example(), "warm.tournament");
        long t0 = System.nanoTime();
        openInPlace(file);
        double open = (System.nanoTime() - t0) / 1e6;
        // the editor takes the window, as an arbiter works: the workbench's own action (its minimized views' stacks
        // made), the same for any editor; the 2,000-player event then opens in the maximized editor area
        t0 = System.nanoTime();
        maximize();
        double maximized = (System.nanoTime() - t0) / 1e6;
        t0 = System.nanoTime();
        PlayersPage players = editor.show(PlayersPage.class);
        double playersPage = (System.nanoTime() - t0) / 1e6;
        players.sortBy(PlayerColumn.NAME);
        players.searchBox().setText("a");
        t0 = System.nanoTime();
        RoundsPage rounds = editor.show(RoundsPage.class);
        double roundsPage = (System.nanoTime() - t0) / 1e6;
        rounds.enterResults();
        type(rounds.boards().getTable(), '1');
        editor.show(org.chessarbiter.tournament.ui.StandingsPage.class);
        Ui.waitUntil(() -> !editor.busy(), "the example's pages shown");
        page.closeEditor(editor, false);
        System.out.println(String.format(Locale.ROOT, "BENCH editor 2000x11: first use of the editor in this workbench, on the 40-player "
                + "example (its classes loaded and compiled): open %.1f ms, maximized (the workbench's own action) %.1f ms, the Players "
                + "page %.1f ms, the Rounds page %.1f ms", open, maximized, playersPage, roundsPage));
    }

    @BeforeEach
    void sample() {
        sampler = new UiThreadSampler(Display.getCurrent().getThread(), getClass().getPackageName(), frame -> false);
        sampler.start();
    }

    @AfterEach
    void profile() throws InterruptedException {
        sampler.stop();
        slow.forEach((step, stretches) -> {
            System.out.println(String.format(Locale.ROOT, "BENCH profile of '%s': %d stretches over %.0f ms", step, stretches.size(),
                    PROFILED_MILLIS));
            System.out.print(sampler.hotFrames(stretches, "org.chessarbiter.", 12));
            System.out.print(sampler.report(stretches, PROFILED_MILLIS));
        });
    }

    @Test
    void twoThousandPlayersOpenScrollAndTakeAResult() throws Exception {
        write("editor-bench", generated(ROUNDS), "large.tournament");
        long t0 = System.nanoTime();
        long cpu0 = cpu();
        openInPlace(file);
        measure("open the editor (the file read in a job)", t0, cpu0);
        if (page.getPartState(page.getReference(editor)) != IWorkbenchPage.STATE_MAXIMIZED) {
            // the workbench's own action, the same for any editor: timed apart, at once (the file still being read)
            timed("maximize the editor (the editor area was not kept maximized)", () -> {
                maximize();
                return null;
            });
        }
        assertEquals(IWorkbenchPage.STATE_MAXIMIZED, page.getPartState(page.getReference(editor)), "the editor takes the window");
        drainUntil(editor::loaded, "the tournament read (2,000 players, 11 rounds): pages built");
        PlayersPage players = timed("show the Players page", () -> editor.show(PlayersPage.class));
        Table table = players.viewer().getTable();
        assertEquals(PLAYERS, table.getItemCount());
        double[] scroll = { 0, 0 };
        for (int top = 0; top < PLAYERS; top += 40) {
            int at = top;
            long s = System.nanoTime();
            long c = cpu();
            table.setTopIndex(at);
            table.update();
            double ms = slowIf("scroll", s, System.nanoTime());
            if (ms > scroll[0]) {
                scroll = new double[] { ms, (cpu() - c) / 1e6 };
            }
            drain("scroll to " + at);
        }
        steps.add(String.format(Locale.ROOT, "scroll the Players table by 40 rows, 50 times: longest %.1f ms (UI thread's CPU %.1f ms)",
                scroll[0], scroll[1]));
        longest = Math.max(longest, scroll[0]);
        timed("sort by name (every row made before)", () -> {
            players.sortBy(PlayerColumn.NAME);
            return null;
        });
        assertEquals("Player 1", table.getItem(0).getText(PlayerColumn.NAME.ordinal()));
        timed("filter on a name", () -> {
            players.searchBox().setText("Player 1999");
            return null;
        });
        assertEquals(1, table.getItemCount());
        screenshot("editor-bench-players");
        RoundsPage rounds = timed("show the Rounds page (round 11, 1,000 boards)", () -> editor.show(RoundsPage.class));
        assertEquals(ROUNDS, rounds.shownRound());
        timed("Enter Results", () -> {
            rounds.enterResults();
            return null;
        });
        int row = rounds.boards().getTable().getSelectionIndex();
        timed("type a result", () -> {
            type(rounds.boards().getTable(), '1');
            return null;
        });
        assertEquals(GameResult.FIRST_WINS, editor.document().plain().value().rounds().get(ROUNDS - 1).pairings().get(row).result());
        assertEquals("1-0", rounds.boards().getTable().getItem(row).getText(3));
        for (int k = 0; k < 10; k++) {
            timed("type the next result", () -> {
                type(rounds.boards().getTable(), '=');
                return null;
            });
        }
        assertEquals(row + 11, rounds.boards().getTable().getSelectionIndex(), "the keyboard went down the boards");
        screenshot("editor-bench-rounds");
        summary();
        steps.forEach(s -> System.out.println("BENCH editor 2000x11: " + s));
        System.out.println(String.format(Locale.ROOT, "BENCH editor 2000x11: longest UI-thread stall %.1f ms", longest));
    }

    /**
     * Round 11 of the same event paired in a job from the Rounds page: once cancelled (nothing changes), once
     * to its end; the UI thread's events are timed while the job runs.
     */
    @Test
    void pairingTheNextRoundRunsInAJobAndCanBeCancelled() throws Exception {
        open("editor-bench-pair", generated(ROUNDS - 1), "pair.tournament");
        RoundsPage rounds = timed("show the Rounds page (round 10)", () -> editor.show(RoundsPage.class));
        Job cancelled = timed("pair round 11: the job started", () -> rounds.pairNextRound().orElseThrow());
        drainUntil(() -> cancelled.getState() == Job.RUNNING || !editor.busy(), "the pairing job running");
        cancelled.cancel();
        drainUntil(() -> !editor.busy(), "the pairing cancelled");
        assertTrue(editor.document().plain().value().rounds().stream().noneMatch(r -> r.number() == ROUNDS && !r.pairings().isEmpty()),
                "round 11 is not paired");
        assertFalse(editor.isDirty(), "nothing changed");
        assertTrue(rounds.messageText().contains(Messages.Rounds_pairNextLabel), rounds.messageText());
        long t0 = System.nanoTime();
        Job job = timed("pair round 11 again: the job started", () -> rounds.pairNextRound().orElseThrow());
        drainUntil(() -> !editor.busy(), "the pairing job done");
        steps.add(String.format(Locale.ROOT, "the pairing job of round 11 (2,000 players) ran %.1f s off the UI thread",
                (System.nanoTime() - t0) / 1e9));
        assertEquals(org.eclipse.core.runtime.IStatus.OK, job.getResult().getSeverity(), job.getResult().toString());
        Round eleven = editor.document().plain().value().rounds().get(ROUNDS - 1);
        assertEquals(PLAYERS / 2, eleven.pairings().size());
        assertEquals(ROUNDS, rounds.shownRound());
        screenshot("editor-bench-paired");
        summary();
        steps.forEach(s -> System.out.println("BENCH editor 2000x11 pairing: " + s));
        System.out.println(String.format(Locale.ROOT, "BENCH editor 2000x11 pairing: longest UI-thread stall %.1f ms", longest));
    }

    private <T> T timed(String what, java.util.concurrent.Callable<T> step) throws Exception {
        long t0 = System.nanoTime();
        long cpu0 = cpu();
        T out = step.call();
        record(what, t0, cpu0);
        return out;
    }

    private void record(String what, long t0, long cpu0) {
        measure(what, t0, cpu0);
        drain(what);
    }

    /** Records the step from {@code t0} to now, without dispatching what it left. */
    private void measure(String what, long t0, long cpu0) {
        long t1 = System.nanoTime();
        double ms = (t1 - t0) / 1e6;
        double cpu = (cpu() - cpu0) / 1e6;
        slowIf(what, t0, t1);
        longest = Math.max(longest, ms);
        steps.add(String.format(Locale.ROOT, "%s: %.1f ms (UI thread's CPU %.1f ms)", what, ms, cpu));
    }

    /**
     * The CPU time of the UI thread so far, in ns: beside the time on the clock, what the UI thread itself
     * worked (on a machine busy with other processes the clock also counts the time it waited for a processor).
     */
    private static long cpu() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** The longest event after any step (only those over the longest stretch so far are listed as steps). */
    private void summary() {
        steps.add(String.format(Locale.ROOT, "longest event after a step: %.1f ms (UI thread's CPU %.1f ms), after '%s'",
                worstAfter[0], worstAfter[1], worstAfterStep));
    }

    /** Dispatches events until {@code done} holds (a job's end: at most ten minutes), timing each event. */
    private void drainUntil(java.util.function.BooleanSupplier done, String what) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + 600_000;
        double[] worst = { 0, 0 };
        while (!done.getAsBoolean()) {
            assertTrue(System.currentTimeMillis() < end, "not done within ten minutes: " + what);
            long s = System.nanoTime();
            long c = cpu();
            boolean more = display.readAndDispatch();
            double ms = slowIf(what, s, System.nanoTime());
            if (ms > worst[0]) {
                worst = new double[] { ms, (cpu() - c) / 1e6 };
            }
            if (!more) {
                idle();
            }
        }
        longest = Math.max(longest, worst[0]);
        steps.add(String.format(Locale.ROOT, "%s: longest event %.1f ms (UI thread's CPU %.1f ms)", what, worst[0], worst[1]));
        drain(what);
    }

    /** Dispatches what the step left (paints, jobs' results), timing each event. */
    private void drain(String after) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + 300;
        double[] worst = { 0, 0 };
        while (System.currentTimeMillis() < end) {
            long s = System.nanoTime();
            long c = cpu();
            boolean more = display.readAndDispatch();
            double ms = slowIf("after " + after, s, System.nanoTime());
            if (ms > worst[0]) {
                worst = new double[] { ms, (cpu() - c) / 1e6 };
            }
            if (!more) {
                idle();
            }
        }
        if (worst[0] > worstAfter[0]) {
            worstAfter = worst;
            worstAfterStep = after;
        }
        if (worst[0] > longest) {
            longest = worst[0];
            steps.add(String.format(Locale.ROOT, "an event after '%s': %.1f ms (UI thread's CPU %.1f ms)", after, worst[0], worst[1]));
        }
    }

    /**
     * Waits a millisecond when no event is pending, as a workbench's event loop sleeps: a loop spinning here would
     * take a processor from the jobs it waits for (the pairing) and from the rest of the machine, and time them too.
     */
    private static void idle() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The stretch's length in ms, kept for the profile when it is over {@link #PROFILED_MILLIS}. */
    private double slowIf(String step, long from, long to) {
        double ms = (to - from) / 1e6;
        if (ms >= PROFILED_MILLIS) {
            slow.computeIfAbsent(step, k -> new ArrayList<>()).add(new long[] { from, to });
        }
        return ms;
    }

    /**
     * 2,000 players, 11 rounds planned, the first {@code paired} paired by the circle method (no pairing repeats)
     * and published, random results; round 11, when paired, still open.
     */
    static Tournament generated(int paired) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= PLAYERS; i++) {
            players.add(Player.of(i, "Player " + i, 2600 - i / 2));
        }
        Tournament t = Tournament.of(TournamentInfo.of("Benchmark open", GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, ROUNDS), players,
                List.of());
        Random random = new Random(11);
        GameResult[] results = { GameResult.FIRST_WINS, GameResult.DRAW, GameResult.SECOND_WINS };
        int n = PLAYERS - 1;
        for (int r = 0; r < paired; r++) {
            List<Pairing> boards = new ArrayList<>();
            boards.add(Pairing.of(1, r + 1, PLAYERS, r == ROUNDS - 1 ? GameResult.NOT_YET_PLAYED : results[random.nextInt(3)]));
            for (int i = 1; i < PLAYERS / 2; i++) {
                int a = (r + i) % n + 1;
                int b = ((r - i) % n + n) % n + 1;
                boards.add(Pairing.of(boards.size() + 1, a, b, r == ROUNDS - 1 ? GameResult.NOT_YET_PLAYED : results[random.nextInt(3)]));
            }
            t = t.withRound(new Round(r + 1, "", true, boards, List.of()));
        }
        return t;
    }
}
