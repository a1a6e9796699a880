package org.chessarbiter.workspace.ui.internal.engine;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.SearchInfo;
import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.engine.StrengthLevel;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;

/**
 * The analysis mode: the engine's evaluation and best line for the position shown, updated as the caret moves
 * (the search of the position left is stopped, the one of the new position started). Each completed iteration
 * of the search is shown; the line is written in the notation the file writes its moves in.
 */
final class Analysis {

    /** How long one position is analysed at most (the search of a position the user stays on ends by itself). */
    static final long MILLIS = 30_000;

    private final BoardLink board;
    private final Display display;
    private final Runnable changed;
    private final EngineSlot slot = new EngineSlot();
    private boolean on;
    private SearchJob<?, ?> job;
    private GameCursor<?, ?> analysed;
    private String text = "";
    private final AtomicReference<Runnable> pending = new AtomicReference<>();

    Analysis(BoardLink board, Display display, Runnable changed) {
        this.board = board;
        this.display = display;
        this.changed = changed;
    }

    boolean isOn() {
        return on;
    }

    /** The evaluation and best line shown now; empty when the analysis is off. */
    String text() {
        return text;
    }

    void start() {
        on = true;
        text = EngineUiMessages.Analysis_waiting;
        analysed = null;
        board.cursor().ifPresent(this::shown);
        changed.run();
    }

    void stop() {
        on = false;
        cancel();
        text = "";
        changed.run();
    }

    /** The board shows {@code cursor}: the analysis of the position left stops, the one of {@code cursor} starts. */
    void shown(GameCursor<?, ?> cursor) {
        if (!on || cursor.equals(analysed)) {
            return;
        }
        cancel();
        analyse(cursor);
        changed.run();
    }

    private <P extends Position<P, M>, M extends Move> void analyse(GameCursor<P, M> cursor) {
        Optional<EngineKind<P, M>> kind = GameEngines.of(cursor.replay().kind());
        History<P, M> game = GameLine.of(cursor);
        if (kind.isEmpty() || game == null) {
            text = EngineUiMessages.Play_unknownPosition;
            return;
        }
        P root = game.current();
        if (root.legalMoves().isEmpty()) {
            text = EngineUiMessages.Analysis_noMove;
            return;
        }
        analysed = cursor;
        text = EngineUiMessages.Analysis_waiting;
        SearchLimits limits = new SearchLimits(SearchLimits.MAX_DEPTH, MILLIS, StrengthLevel.strongest());
        SearchJob<P, M> search = new SearchJob<>(EngineUiMessages.Analysis_job, slot, kind.get(), EnginePreferences.read(), game,
                limits, info -> post(() -> show(cursor, info)), display, answer -> finished(cursor, answer));
        job = search;
        search.schedule();
    }

    /** Shows the latest report only: the reports of a fast search come quicker than the screen needs them. */
    private void post(Runnable update) {
        if (pending.getAndSet(update) == null && !display.isDisposed()) {
            display.asyncExec(() -> pending.getAndSet(null).run());
        }
    }

    private <P extends Position<P, M>, M extends Move> void show(GameCursor<P, M> at, SearchInfo<M> info) {
        if (!on || at != analysed) {
            return;
        }
        P root = at.position();
        WritingNotation writing = board.writing();
        MoveNotation<P, M> notation = writing == null ? null : writing.of(at.replay());
        if (notation == null) {
            notation = at.replay().kind().scoresheetNotation();
        }
        Engine<?, ?> engine = slot.current();
        text = NLS.bind(EngineUiMessages.Analysis_line, new Object[] {engine == null ? "" : engine.name(), info.depth(),
                EngineText.score(info.score(), root.turn()), EngineText.line(at.replay().kind(), notation, root, info.pv())});
        changed.run();
    }

    private <P extends Position<P, M>, M extends Move> void finished(GameCursor<P, M> at, SearchJob.Answer<M> answer) {
        if (!on || at != analysed) {
            return;
        }
        job = null;
        if (answer instanceof SearchJob.Failed<M> failed) {
            text = NLS.bind(EngineUiMessages.Play_failed, failed.reason());
        } else if (answer instanceof SearchJob.Found<M> found) {
            SearchResult<M> result = found.result();
            show(at, new SearchInfo<>(result.depth(), result.score(), result.pv(), result.nodes(), 0));
        }
        changed.run();
    }

    private void cancel() {
        if (job != null) {
            job.cancel();
        }
        job = null;
        analysed = null;
    }

    void dispose() {
        on = false;
        cancel();
        EngineSession.closeLater(slot);
    }
}
