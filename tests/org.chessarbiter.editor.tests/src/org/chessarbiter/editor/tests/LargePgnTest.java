package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.tests.shared.UiStallWatch;
import org.chessarbiter.tests.shared.UiThreadSampler;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.editor.LargeFileEditor;
import org.chessarbiter.xtext.eclipse.ui.editor.LargeFileValidation;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * A 5,000-game PGN database opens in the paged read-only viewer, never parsed into an editor model (and, in
 * the generic editor when asked for, read-only and unparsed); the streaming validation runs in a job and
 * lists its errors as markers. The longest UI-thread stall while it opens is
 * measured and printed (not asserted).
 */
class LargePgnTest {

    static final int GAMES = 5000;
    /** Games whose second white move is replaced by an impossible capture. */
    /** How many times the database is opened (the first open also loads classes and services). */
    static final int RUNS = 3;
    /** How long the UI keeps being watched after the errors are listed. */
    static final int SETTLE_MILLIS = 1000;
    static final Set<Integer> CORRUPTED = Set.of(17, 2500, 4999);

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void aFiveThousandGameDatabaseOpensWithoutFreezingAndItsErrorsAreListed() throws Exception {
        List<Integer> illegal = new ArrayList<>();
        String pgn = database(illegal);
        IProject project = Workbench.plainProject("co-so-du-lieu");
        IFile file = Workbench.write(project, "giai-lon.pgn", pgn);
        IFile text = Workbench.write(project, "giai-lon.txt", pgn);
        Display display = Display.getCurrent();

        // the anchor: the same text opened as plain text in the same editor, without any language service
        double[] anchor = stallOpeningAsText(display, text);
        // the floor: what opening and activating any editor costs the UI thread here (one line of plain text)
        double[] floor = stallOpeningAsText(display, Workbench.write(project, "mot-dong.txt", "1. e4 *\n"));

        LargeFileEditor last = null;
        for (int run = 1; run <= RUNS; run++) {
            Workbench.page().closeAllEditors(false);
            Workbench.spin(200);
            UiStallWatch watch = new UiStallWatch(display);
            UiThreadSampler sampler = new UiThreadSampler(display.getThread(), LargePgnTest.class.getPackageName(),
                    frame -> frame.getClassName().equals(Workbench.class.getName()) && frame.getMethodName().equals("sleep"));
            sampler.start();
            watch.start();
            long start = System.nanoTime();
            IEditorPart opened = IDE.openEditor(Workbench.page(), file);
            double openCall = (System.nanoTime() - start) / 1e6;
            assertTrue(opened instanceof LargeFileEditor, "a database over the threshold opens in the paged viewer: " + opened);
            LargeFileEditor shown = (LargeFileEditor) opened;
            Workbench.waitUntil("the first page", () -> shown.textWidget().getText().startsWith("[Event"));
            Workbench.waitUntil("the first markers", () -> markers(file).length > 0);
            Workbench.waitForJobs(LargeFileValidation.FAMILY);
            double total = (System.nanoTime() - start) / 1e6;
            Workbench.spin(SETTLE_MILLIS); // the views (Project Explorer decorations) show the new markers meanwhile
            double stall = watch.stop();
            sampler.stop();
            System.out.printf("BENCHMARK large PGN (open %d of %d): %d games, %.1f MB; longest UI-thread stall %.0f ms "
                    + "(%.0f ms counting only the stalls in which the UI thread worked, not those in which it waited idle in "
                    + "the test's event loop; IDE.openEditor call %.0f ms; open to errors listed %.0f ms; %d markers); anchor, "
                    + "the same text as plain text in the generic editor: longest stall %.0f ms (open call %.0f ms); ratio "
                    + "%.2f; floor, one line of plain text in the generic editor: longest stall %.0f ms (open call %.0f ms); "
                    + "load average %.1f on %d processors%n", run, RUNS, GAMES, pgn.length() / 1e6, stall,
                    sampler.longestBusy(watch.stalls()), openCall, total, markers(file).length, anchor[0], anchor[1],
                    stall / anchor[0], floor[0], floor[1], ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors());
            System.out.print(sampler.report(watch.stalls(), 50));
            if (run == RUNS) {
                Screenshots.window(shown.getSite().getShell(), "large-pgn-paged");
            }
            last = shown;
        }

        LargeFileEditor paged = last;
        assertFalse(paged.textWidget().getEditable(), "the paged viewer is read-only");
        assertTrue(paged.textWidget().getCharCount() < pgn.length() / 10, "only a page is in the widget");
        String first = paged.textWidget().getText();
        paged.show(1);
        Workbench.waitUntil("the second page", () -> paged.page() == 1 && !paged.textWidget().getText().isEmpty()
                && !paged.textWidget().getText().equals(first));
        assertTrue(pgn.contains(paged.textWidget().getText()), "a page is a piece of the file, cut at line ends");

        ITextEditor editor = Workbench.open(file);
        Workbench.waitUntil("the generic editor to become read-only", () -> !Workbench.viewer(editor).isEditable());
        Set<Integer> starts = Arrays.stream(markers(file)).map(m -> m.getAttribute(IMarker.CHAR_START, -1))
                .collect(Collectors.toSet());
        assertTrue(starts.containsAll(illegal), "every impossible capture is listed at its offset: " + illegal + " in "
                + Arrays.stream(markers(file)).limit(8).map(m -> m.getAttribute(IMarker.CHAR_START, -1) + " "
                        + m.getAttribute(IMarker.MESSAGE, "")).toList());
    }

    /** Opens {@code file} in the generic editor: the longest UI-thread stall and the open call's time, in ms; then closes it. */
    private static double[] stallOpeningAsText(Display display, IFile file) throws Exception {
        UiStallWatch watch = new UiStallWatch(display);
        watch.start();
        long start = System.nanoTime();
        Workbench.open(file);
        double open = (System.nanoTime() - start) / 1e6;
        Workbench.spin(500);
        double stall = watch.stop();
        Workbench.page().closeAllEditors(false);
        return new double[] { stall, open };
    }

    private static IMarker[] markers(IFile file) {
        try {
            return file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO);
        } catch (org.eclipse.core.runtime.CoreException e) {
            return new IMarker[0];
        }
    }

    /** 5,000 legal random games of 60 plies, three of them with "Qxh8" as White's second move (offsets into {@code illegal}). */
    static String database(List<Integer> illegal) {
        RandomGames games = new RandomGames(20261123L);
        StringBuilder pgn = new StringBuilder(GAMES * 500);
        for (int game = 0; game < GAMES; game++) {
            List<String> moves = new ArrayList<>(games.moves(60));
            pgn.append("[Event \"Giải thử\"]\n[Site \"Hà Nội\"]\n[Date \"2026.11.23\"]\n[Round \"").append(game + 1)
                    .append("\"]\n[White \"Trắng ").append(game).append("\"]\n[Black \"Đen ").append(game)
                    .append("\"]\n[Result \"*\"]\n\n");
            if (CORRUPTED.contains(game)) {
                moves.set(2, "Qxh8");
                String before = RandomGames.movetext(moves.subList(0, 2), false);
                illegal.add(pgn.length() + before.length() + "2. ".length());
            }
            pgn.append(RandomGames.movetext(moves, false)).append("*\n\n");
        }
        return pgn.toString();
    }
}
