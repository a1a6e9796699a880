package org.chessarbiter.tests.shared;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A sampling profiler of one thread (the UI thread): a daemon thread takes its stack every
 * {@value #PERIOD_MILLIS} ms, with the JVM's cumulative garbage-collection time. {@link #report} prints, for
 * the samples inside given intervals (the stalls a {@link UiStallWatch} or a benchmark saw), how long the
 * collector paused and how many samples were taken (few samples: the whole process was not running) and a call
 * tree from the test's code upwards; {@link #hotFrames} the frames of the project's code the samples were in.
 * Printed, never asserted. Shared by the test bundles (a source folder each compiles).
 */
public final class UiThreadSampler {

    public static final int PERIOD_MILLIS = 2;

    private record Sample(long nanos, long gcMillis, StackTraceElement[] stack) {
    }

    /** A node of the call tree: a frame and how many samples passed through it. */
    private static final class Node {
        final String frame;
        int count;
        final Map<String, Node> children = new LinkedHashMap<>();

        Node(String frame) {
            this.frame = frame;
        }
    }

    private final Thread target;
    private final String testPackage;
    private final Predicate<StackTraceElement> idleFrame;
    private final List<Sample> samples = new ArrayList<>();
    private volatile boolean running;
    private Thread sampler;

    /**
     * @param target      the thread sampled
     * @param testPackage the test's package: the call trees start at its last frame (the runner's frames below are left out)
     * @param idleFrame   a frame of the test's own wait loop (a sample holding one shows the thread idle)
     */
    public UiThreadSampler(Thread target, String testPackage, Predicate<StackTraceElement> idleFrame) {
        this.target = target;
        this.testPackage = testPackage;
        this.idleFrame = idleFrame;
    }

    public void start() {
        running = true;
        sampler = new Thread(() -> {
            while (running) {
                StackTraceElement[] stack = target.getStackTrace();
                Sample sample = new Sample(System.nanoTime(), gcMillis(), stack);
                synchronized (samples) {
                    samples.add(sample);
                }
                try {
                    Thread.sleep(PERIOD_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "ui-thread-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    public void stop() throws InterruptedException {
        running = false;
        sampler.join();
    }

    /** The time of the collectors that stop the application (G1's young and full collections; not its concurrent cycle). */
    private static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (!collector.getName().contains("Concurrent")) {
                total += Math.max(0, collector.getCollectionTime());
            }
        }
        return total;
    }

    private List<Sample> within(long[] interval) {
        List<Sample> all;
        synchronized (samples) {
            all = List.copyOf(samples);
        }
        return all.stream().filter(s -> s.nanos() >= interval[0] && s.nanos() <= interval[1]).toList();
    }

    /** Per interval: duration, collector time, samples; then the call tree of the samples in intervals of {@code treeMillis} or more. */
    public String report(List<long[]> intervals, double treeMillis) {
        List<Sample> all;
        synchronized (samples) {
            all = List.copyOf(samples);
        }
        StringBuilder out = new StringBuilder();
        Node root = new Node("UI thread");
        for (long[] interval : intervals) {
            double millis = (interval[1] - interval[0]) / 1e6;
            List<Sample> in = within(interval);
            long gc = gcBetween(all, interval);
            out.append(String.format("  stall %.0f ms: collector pauses %d ms, %d samples of the UI thread (%.0f expected, %d of them "
                    + "idle in the test's wait loop)%n", millis, gc, in.size(), millis / (PERIOD_MILLIS + 0.1),
                    in.stream().filter(this::idle).count()));
            if (millis >= treeMillis) {
                in.forEach(sample -> add(root, sample.stack()));
            }
        }
        if (root.count > 0) {
            out.append(String.format("  call tree of the stalls of %.0f ms or more (samples; branches under 5%% left out):%n", treeMillis));
            print(root, 2, Math.max(2, root.count / 20), out);
        }
        return out.toString();
    }

    /**
     * The {@code limit} frames the samples in {@code intervals} were in most, each the innermost frame of a class
     * under {@code prefix} (the project's code) with the frame on top of the stack then; with their counts of samples.
     */
    public String hotFrames(List<long[]> intervals, String prefix, int limit) {
        Map<String, Integer> counts = new HashMap<>();
        int total = 0;
        for (long[] interval : intervals) {
            for (Sample s : within(interval)) {
                total++;
                StackTraceElement[] stack = s.stack();
                String own = "(none of the project's frames)";
                for (StackTraceElement frame : stack) {
                    if (frame.getClassName().startsWith(prefix) && !frame.getClassName().startsWith(testPackage)) {
                        own = text(frame);
                        break;
                    }
                }
                String top = stack.length == 0 ? "?" : text(stack[0]);
                counts.merge(own + "  <- on top: " + top, 1, Integer::sum);
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format("  hot frames (%d samples):%n", total));
        counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(limit)
                .forEach(e -> out.append(String.format("    %4d  %s%n", e.getValue(), e.getKey())));
        return out.toString();
    }

    private static String text(StackTraceElement frame) {
        return frame.getClassName() + "." + frame.getMethodName() + ":" + frame.getLineNumber();
    }

    /**
     * The longest of the intervals in which the UI thread was not idle: at most half of its samples show it
     * sleeping in the test's own wait loop (an interval without samples counts: the process was not running).
     * A gap of the watch's timer while the UI thread only waits for events is no stall of the workbench.
     */
    public double longestBusy(List<long[]> intervals) {
        double longest = 0;
        for (long[] interval : intervals) {
            List<Sample> in = within(interval);
            if (in.stream().filter(this::idle).count() * 2 <= in.size()) {
                longest = Math.max(longest, (interval[1] - interval[0]) / 1e6 - UiStallWatch.PERIOD_MILLIS);
            }
        }
        return longest;
    }

    /** Whether the sample shows the UI thread in the test's wait loop (no event was pending). */
    private boolean idle(Sample sample) {
        for (StackTraceElement frame : sample.stack()) {
            if (idleFrame.test(frame)) {
                return true;
            }
        }
        return false;
    }

    /** The collector's time between the samples nearest before and after the interval. */
    private static long gcBetween(List<Sample> all, long[] interval) {
        long before = 0;
        long after = -1;
        for (Sample s : all) {
            if (s.nanos() <= interval[0]) {
                before = s.gcMillis();
            } else if (s.nanos() >= interval[1] && after < 0) {
                after = s.gcMillis();
            }
        }
        return after < 0 ? 0 : after - before;
    }

    /** Adds a stack from the test's own frames upwards (the test runner's frames below them are left out). */
    private void add(Node root, StackTraceElement[] stack) {
        int from = stack.length - 1;
        for (int i = stack.length - 1; i >= 0; i--) {
            if (stack[i].getClassName().startsWith(testPackage)) {
                from = i;
                break;
            }
        }
        root.count++;
        Node node = root;
        for (int i = from; i >= 0; i--) {
            node = node.children.computeIfAbsent(text(stack[i]), Node::new);
            node.count++;
        }
    }

    /** Prints a node and its heavy children; a chain of single heavy children stays at one indentation. */
    private static void print(Node node, int indent, int minimum, StringBuilder out) {
        out.append(" ".repeat(indent)).append(node.count).append("  ").append(node.frame).append('\n');
        List<Node> heavy = node.children.values().stream().filter(child -> child.count >= minimum)
                .sorted((a, b) -> b.count - a.count).toList();
        for (Node child : heavy) {
            print(child, heavy.size() == 1 ? indent : indent + 2, minimum, out);
        }
    }
}
