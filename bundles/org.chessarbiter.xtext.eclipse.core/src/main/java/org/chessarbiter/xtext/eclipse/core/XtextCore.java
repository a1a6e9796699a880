package org.chessarbiter.xtext.eclipse.core;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of the headless Xtext core: it owns the bundle's services for as long as the bundle is active
 * (the language registry, the projects' indexes, the dirty state of open documents, the build participants) and
 * the thread pool of the languages' services (shut down when the bundle stops).
 */
public final class XtextCore implements BundleActivator {

    private static volatile XtextCore active;

    private ExecutorService executor;
    private DirtyStateService dirtyState;
    private ProjectIndexes indexes;
    private XtextLanguages languages;
    private BuildParticipants participants;

    @Override
    public void start(BundleContext context) {
        executor = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "Xtext language services");
            thread.setDaemon(true);
            return thread;
        });
        dirtyState = new DirtyStateService();
        indexes = new ProjectIndexes(dirtyState::indexChanged);
        active = this;
    }

    @Override
    public void stop(BundleContext context) {
        active = null;
        executor.shutdownNow();
    }

    /** The running core (the bundle is activated on first use of its classes). */
    public static XtextCore get() {
        XtextCore result = active;
        if (result == null) {
            throw new IllegalStateException("the bundle org.chessarbiter.xtext.eclipse.core is not active");
        }
        return result;
    }

    /** The Xtext languages contributed to the platform (read on first use). */
    public synchronized XtextLanguages languages() {
        if (languages == null) {
            languages = XtextLanguages.read();
        }
        return languages;
    }

    /** The build participants contributed to the platform (read on first use). */
    public synchronized BuildParticipants participants() {
        if (participants == null) {
            participants = BuildParticipants.read();
        }
        return participants;
    }

    public ProjectIndexes indexes() {
        return indexes;
    }

    public DirtyStateService dirtyState() {
        return dirtyState;
    }

    /** The pool the languages' services run background work on (content assist). */
    public ExecutorService executor() {
        return executor;
    }
}
