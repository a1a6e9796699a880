package org.chessarbiter.regulations.bench;

import com.google.inject.Injector;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.law.ElementKind;
import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.law.LawReader;
import org.chessarbiter.law.LawText;
import org.chessarbiter.regulations.RegulationsStandaloneSetup;
import org.chessarbiter.regulations.law.LawLibraryIndex;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.xtext.resource.IResourceDescription;

/**
 * Loading and indexing the law library, in a fresh JVM: the language's {@link LawLibraryIndex} (the five
 * law texts parsed as {@code .luat} documents and their resource descriptions, what the editor reads on
 * the first citation it resolves), then warm reloads of it; and the engine's own reading of the same texts
 * ({@link LawLibrary}, through {@link LawReader}).
 */
final class LawLibraryBench {

    /** Target of the issue: loading and indexing the law library under 1 s. */
    static final double TARGET_MS = 1000;

    private LawLibraryBench() {
    }

    static void run(int reloads) {
        long t0 = System.nanoTime();
        Injector injector = new RegulationsStandaloneSetup().createInjectorAndDoEMFRegistration();
        double setup = ms(t0);
        long t1 = System.nanoTime();
        long cpu1 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        List<IResourceDescription> index = injector.getInstance(LawLibraryIndex.class).descriptions();
        long exported = exported(index);
        double cold = ms(t1);
        double coldCpu = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu1) / 1e6;
        double sinceStart = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
        double[] warm = new double[reloads];
        for (int i = 0; i < reloads; i++) {
            LawLibraryIndex fresh = new LawLibraryIndex();
            injector.injectMembers(fresh);
            long t = System.nanoTime();
            if (exported(fresh.descriptions()) != exported) {
                throw new IllegalStateException("a reloaded library indexed something else");
            }
            warm[i] = ms(t);
        }
        System.out.printf(Locale.ROOT, "law library index (LawLibraryIndex, %d .luat texts): %d articles, %d points,"
                + " %d named divisions, %d names exported%n", index.size(), count(index, RegulationsPackage.Literals.ARTICLE),
                count(index, RegulationsPackage.Literals.POINT), count(index, RegulationsPackage.Literals.DIVISION), exported);
        System.out.printf(Locale.ROOT, "  cold (fresh JVM, after the injector %.0f ms): %.0f ms (its thread's CPU %.0f ms,"
                + " what a loaded machine does not stretch); JVM start to indexed %.0f ms%n", setup, cold, coldCpu,
                sinceStart);
        Timings w = new Timings(warm);
        System.out.printf(Locale.ROOT, "  warm reload x%d: %s%n", reloads, w.summary());
        System.out.printf(Locale.ROOT, "  ratio to the 1 s target: cold %.2f, cold incl. injector %.2f, warm median %.3f%n",
                cold / TARGET_MS, (setup + cold) / TARGET_MS, w.median() / TARGET_MS);
        engine(reloads);
    }

    /** The engine's reading of the library (no Xtext): LawLibrary.bundled() cold, then re-reads. */
    private static void engine(int reloads) {
        long t0 = System.nanoTime();
        LawLibrary library = LawLibrary.bundled();
        double cold = ms(t0);
        double[] warm = new double[reloads];
        for (int i = 0; i < reloads; i++) {
            long t = System.nanoTime();
            List<LawText> texts = new ArrayList<>();
            for (String name : LawLibrary.LAWS) {
                texts.add(LawReader.read(LawLibrary.source(name)).value());
            }
            if (LawLibrary.of(texts).ids().size() != library.ids().size()) {
                throw new IllegalStateException("a re-read library differs");
            }
            warm[i] = ms(t);
        }
        int articles = library.texts().stream().mapToInt(t -> t.count(ElementKind.ARTICLE)).sum();
        System.out.printf(Locale.ROOT, "law library engine (LawLibrary/LawReader): %d articles, %d citation ids;"
                + " first read %.0f ms (Xtext already loaded), re-read x%d %s%n", articles, library.ids().size(), cold,
                reloads, new Timings(warm).summary());
    }

    /**
     * Every name the descriptions export: a description computes its exported objects on first use (the
     * first citation the scope resolves), so indexing is timed up to that.
     */
    private static long exported(List<IResourceDescription> index) {
        long n = 0;
        for (IResourceDescription d : index) {
            for (var o : d.getExportedObjects()) {
                n += o.getName().getSegmentCount() > 0 ? 1 : 0;
            }
        }
        return n;
    }

    private static long count(List<IResourceDescription> index, EClass type) {
        long n = 0;
        for (IResourceDescription d : index) {
            for (var o : d.getExportedObjectsByType(type)) {
                if (o.getEClass() == type) {
                    n++;
                }
            }
        }
        return n;
    }

    private static double ms(long since) {
        return (System.nanoTime() - since) / 1e6;
    }
}
