package org.chessarbiter.workspace.ui.internal.engine;

import java.util.Locale;
import java.util.function.Consumer;

import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.SearchListener;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;

/**
 * One search of an engine, off the UI thread: the engine of the slot (started there when needed) searches the
 * game; cancelling the job stops the search, which then returns at once with its best move so far. What it found
 * (or why it could not) is handed to the UI thread, unless the job was cancelled.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
final class SearchJob<P extends Position<P, M>, M extends Move> extends Job {

    /** The family of the engine's jobs (tests wait for them). */
    static final Object FAMILY = SearchJob.class;

    /** What the search ended with. */
    sealed interface Answer<M extends Move> {
    }

    /** The engine's result. */
    record Found<M extends Move>(SearchResult<M> result) implements Answer<M> {
    }

    /** The engine failed, for this reason. */
    record Failed<M extends Move>(String reason) implements Answer<M> {
    }

    private final EngineSlot slot;
    private final EngineKind<P, M> kind;
    private final EngineSettings settings;
    private final History<P, M> game;
    private final SearchLimits limits;
    private final SearchListener<M> listener;
    private final Display display;
    private final Consumer<Answer<M>> done;

    SearchJob(String name, EngineSlot slot, EngineKind<P, M> kind, EngineSettings settings, History<P, M> game,
            SearchLimits limits, SearchListener<M> listener, Display display, Consumer<Answer<M>> done) {
        super(name);
        this.slot = slot;
        this.kind = kind;
        this.settings = settings;
        this.game = game;
        this.limits = limits;
        this.listener = listener;
        this.display = display;
        this.done = done;
        setRule(slot);
        setSystem(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        Answer<M> answer;
        try {
            Engine<P, M> engine = slot.engine(kind, settings);
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            answer = new Found<>(engine.search(game, limits, info -> {
                if (monitor.isCanceled()) {
                    engine.stop();
                } else {
                    listener.info(info);
                }
            }));
        } catch (EngineException e) {
            slot.close();
            answer = new Failed<>(e.reason().format(Locale.getDefault()));
        }
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        Answer<M> result = answer;
        if (!display.isDisposed()) {
            display.asyncExec(() -> done.accept(result));
        }
        return Status.OK_STATUS;
    }

    @Override
    protected void canceling() {
        Engine<?, ?> engine = slot.current();
        if (engine != null) {
            engine.stop();
        }
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }
}
