package org.chessarbiter.regulations.bench;

import com.google.inject.Injector;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.StringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/**
 * Typing into a complete regulations document as the editor's reconciler sees it: each keystroke is one
 * character inserted into the document's resource through the partial parser ({@link XtextResource#update},
 * what the editor's reconcile strategy calls), then every validation rule ({@link IResourceValidator} with
 * {@link CheckMode#ALL}, which resolves the citations against the law library). The characters go into the
 * prose of several sections, spread over the document, in turn.
 */
final class KeystrokeBench {

    /** Target of the issue: validation per keystroke under 20 ms. */
    static final double TARGET_MS = 20;

    /** What is typed, one character a keystroke (Vietnamese prose). */
    private static final String TYPED = "Đấu thủ đến muộn quá thời gian chờ bị xử thua ván đó. ";

    /** Places typed into, spread over the document. */
    private static final int PLACES = 5;

    private final Injector injector;
    private final IResourceValidator validator;

    KeystrokeBench(Injector injector) {
        this.injector = injector;
        this.validator = injector.getInstance(IResourceValidator.class);
    }

    /** Warm-up keystrokes on a copy of the document, then {@code keystrokes} timed ones on a fresh copy. */
    void run(Path template, int warmUp, int keystrokes) throws IOException {
        String text = Files.readString(template, StandardCharsets.UTF_8);
        type(text, warmUp);
        XtextResource resource = load(text);
        List<Issue> before = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        double[] cpu = new double[keystrokes];
        Timings t = type(resource, keystrokes, cpu);
        Timings onCpu = new Timings(cpu);
        List<Issue> after = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        System.out.printf(Locale.ROOT, "%s: %d chars, %d sections; errors before %d, after %d keystrokes %d%n",
                template.getFileName(), text.length(), sections(resource), errors(before), keystrokes, errors(after));
        System.out.printf(Locale.ROOT, "  per keystroke (update + validate ALL), %d after %d warm-up: %s%n",
                keystrokes, warmUp, t.summary());
        System.out.printf(Locale.ROOT, "  ratio to the 20 ms target: median %.2f, p95 %.2f, max %.2f%n",
                t.median() / TARGET_MS, t.p95() / TARGET_MS, t.max() / TARGET_MS);
        System.out.printf(Locale.ROOT, "  the same keystrokes in the thread's CPU time (what a loaded machine does not stretch): %s%n",
                onCpu.summary());
    }

    private void type(String text, int keystrokes) throws IOException {
        type(load(text), keystrokes, new double[keystrokes]);
    }

    /** Types {@code keystrokes} characters; the wall time of each, its thread's CPU time into {@code cpu}. */
    private Timings type(XtextResource resource, int keystrokes, double[] cpu) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int[] at = places(resource.getParseResult().getRootNode().getText());
        double[] ms = new double[keystrokes];
        for (int k = 0; k < keystrokes; k++) {
            int place = k % at.length;
            String c = String.valueOf(TYPED.charAt((k / at.length) % TYPED.length()));
            int offset = at[place];
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            resource.update(offset, 0, c);
            List<Issue> issues = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
            ms[k] = (System.nanoTime() - t0) / 1e6;
            cpu[k] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
            if (issues == null) {
                throw new IllegalStateException("no validation result");
            }
            for (int p = 0; p < at.length; p++) {
                if (at[p] >= offset) {
                    at[p]++;
                }
            }
        }
        return new Timings(ms);
    }

    private XtextResource load(String text) throws IOException {
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        XtextResource r = (XtextResource) set.createResource(URI.createURI("bench/dieu-le.dieule"));
        r.load(new StringInputStream(text, "UTF-8"), java.util.Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
        return r;
    }

    /**
     * Offsets just before the closing quote of prose lines (a line that is a string alone), {@link #PLACES}
     * of them spread evenly over the document.
     */
    private static int[] places(String text) {
        List<Integer> ends = new ArrayList<>();
        int start = 0;
        for (String line : text.split("\n", -1)) {
            String s = line.strip();
            if (s.length() > 2 && s.startsWith("\"") && s.endsWith("\"")) {
                ends.add(start + line.lastIndexOf('"'));
            }
            start += line.length() + 1;
        }
        if (ends.size() < PLACES) {
            throw new IllegalStateException("the document has " + ends.size() + " prose lines, fewer than " + PLACES);
        }
        int[] at = new int[PLACES];
        for (int p = 0; p < PLACES; p++) {
            at[p] = ends.get(p * (ends.size() - 1) / (PLACES - 1));
        }
        return at;
    }

    private static long errors(List<Issue> issues) {
        return issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).count();
    }

    private static int sections(XtextResource r) {
        return ((org.chessarbiter.regulations.regulations.Regulations) r.getContents().get(0)).getSections().size();
    }
}
