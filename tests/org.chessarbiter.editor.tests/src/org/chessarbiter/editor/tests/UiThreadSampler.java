package org.chessarbiter.editor.tests;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sampling profiler of one thread (the UI thread): a daemon thread takes its stack every
 * {@value #PERIOD_MILLIS} ms, with the JVM's cumulative garbage-collection time. {@link #report} prints, for
 * the samples inside given intervals (the stalls a {@link UiStallWatch} saw), how long the collector paused and
 * how many samples were taken (few samples: the whole process was not running) and a call tree from the
 * test's code upwards, so that a measurement says where the time went. Printed, never asserted.
 */
final class UiThreadSampler {

    static final int PERIOD_MILLIS = 2;

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
    private final List<Sample> samples = new ArrayList<>();
    private volatile boolean running;
    private Thread sampler;

    UiThreadSampler(Thread target) {
        this.target = target;
    }

    void start() {
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

    void stop() throws InterruptedException {
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

    /** Per interval: duration, collector time, samples; then the call tree of the samples in intervals of {@code treeMillis} or more. */
    String report(List<long[]> intervals, double treeMillis) {
        List<Sample> all;
        synchronized (samples) {
            all = List.copyOf(samples);
        }
        StringBuilder out = new StringBuilder();
        Node root = new Node("UI thread");
        for (long[] interval : intervals) {
            double millis = (interval[1] - interval[0]) / 1e6;
            List<Sample> in = all.stream().filter(s -> s.nanos() >= interval[0] && s.nanos() <= interval[1]).toList();
            long gc = gcBetween(all, interval);
            out.append(String.format("  stall %.0f ms: collector pauses %d ms, %d samples of the UI thread (%.0f expected, %d of them "
                    + "idle in the test's wait loop)%n", millis, gc, in.size(), millis / (PERIOD_MILLIS + 0.1),
                    in.stream().filter(UiThreadSampler::idle).count()));
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
     * The longest of the intervals in which the UI thread was not idle: at most half of its samples show it
     * sleeping in the test's own wait loop (an interval without samples counts: the process was not running).
     * A gap of the watch's timer while the UI thread only waits for events is no stall of the workbench.
     */
    double longestBusy(List<long[]> intervals) {
        List<Sample> all;
        synchronized (samples) {
            all = List.copyOf(samples);
        }
        double longest = 0;
        for (long[] interval : intervals) {
            List<Sample> in = all.stream().filter(s -> s.nanos() >= interval[0] && s.nanos() <= interval[1]).toList();
            if (in.stream().filter(UiThreadSampler::idle).count() * 2 <= in.size()) {
                longest = Math.max(longest, (interval[1] - interval[0]) / 1e6 - UiStallWatch.PERIOD_MILLIS);
            }
        }
        return longest;
    }

    /** Whether the sample shows the UI thread sleeping in {@link Workbench}'s wait loop (no event was pending). */
    private static boolean idle(Sample sample) {
        for (StackTraceElement frame : sample.stack()) {
            if (frame.getClassName().equals(Workbench.class.getName()) && frame.getMethodName().equals("sleep")) {
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
    private static void add(Node root, StackTraceElement[] stack) {
        int from = stack.length - 1;
        for (int i = stack.length - 1; i >= 0; i--) {
            if (stack[i].getClassName().startsWith(UiThreadSampler.class.getPackageName())) {
                from = i;
                break;
            }
        }
        root.count++;
        Node node = root;
        for (int i = from; i >= 0; i--) {
            String frame = stack[i].getClassName() + "." + stack[i].getMethodName() + ":" + stack[i].getLineNumber();
            node = node.children.computeIfAbsent(frame, Node::new);
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
