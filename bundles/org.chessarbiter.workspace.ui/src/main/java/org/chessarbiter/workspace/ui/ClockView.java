package org.chessarbiter.workspace.ui;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.Fide2018ClockLaw;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.clock.Ruling;
import org.chessarbiter.rules.clock.TimeIncident;
import org.chessarbiter.rules.clock.TimeSource;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.workspace.regulations.ClockSettings;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.board.MovePlayedListener;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.chessarbiter.workspace.ui.clock.ClockFace;
import org.chessarbiter.workspace.ui.internal.clock.ClockActions;
import org.chessarbiter.workspace.ui.internal.clock.ClockAtCaret;
import org.chessarbiter.workspace.ui.internal.clock.ClockCommands;
import org.chessarbiter.workspace.ui.internal.clock.ClockMessages;
import org.chessarbiter.workspace.ui.internal.clock.ClockPainter;
import org.chessarbiter.workspace.ui.internal.clock.ClockSetup;
import org.chessarbiter.workspace.ui.internal.clock.LiveClock;
import org.chessarbiter.workspace.ui.internal.clock.ReplayReadings;
import org.eclipse.core.resources.IFile;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * The clock of the game at the caret of the active scoresheet editor, beside the board. In replay it shows
 * the readings at the caret from the {@code [%clk]} comments; started, it runs on a {@link TimeSource} (the
 * machine's, ticking with a display timer; tests inject a virtual one): each move made on the board view
 * presses it and has {@code [%clk]} / {@code [%emt]} written after it, each arbiter's action (time added or
 * taken, a face set, the move counter corrected, an illegal move) is decided by the clock law of the game's
 * edition and recorded in the scoresheet as an {@code [%incident …]} command, and a fallen flag shows the
 * law's verdict with its articles.
 */
public class ClockView extends ViewPart implements ClockCommands, IPartListener2 {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.clockView";

    private static final int TICK_MILLIS = 100;

    private Canvas canvas;
    private Label decision;
    private Label status;
    private ClockPainter painter;
    private ClockActions actions;
    private EditorFollower follower;
    private BoardView board;
    private final MovePlayedListener listener = this::played;
    private TimeSource time = TimeSource.system();
    private GameCursor<?, ?> cursor;
    private GameReplay<?, ?> setupOf;
    private ClockSetup setup;
    private IFile regulationsOf;
    private Optional<ClockSettings> regulations = Optional.empty();
    private LiveClock live;
    private String lastDecision;
    private boolean ticking;

    @Override
    public void createPartControl(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        parent.setLayout(layout);
        painter = new ClockPainter(parent.getDisplay());
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        GC gc = new GC(canvas);
        try {
            // the faces take the height the lines under them leave, and shrink before those are cut off
            data.minimumHeight = painter.minimumHeight(gc);
            data.heightHint = data.minimumHeight;
        } finally {
            gc.dispose();
        }
        canvas.setLayoutData(data);
        canvas.addPaintListener(e -> painter.paint(e.gc, canvas.getClientArea(), faces()));
        decision = new Label(parent, SWT.WRAP);
        decision.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));
        actions = new ClockActions(this);
        actions.contribute(getViewSite().getActionBars().getToolBarManager(), getViewSite().getActionBars().getMenuManager());
        follower = new EditorFollower(getSite().getPage(), this::follow);
        follower.onClosed(this::forget);
        follower.start();
        getSite().getPage().addPartListener(this);
        if (getSite().getPage().findView(BoardView.ID) instanceof BoardView open) {
            attach(open);
        }
        refresh();
    }

    @Override
    public void dispose() {
        if (follower != null) {
            follower.stop();
        }
        getSite().getPage().removePartListener(this);
        attach(null);
        if (painter != null) {
            painter.dispose();
        }
        super.dispose();
    }

    @Override
    public void partOpened(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof BoardView opened) {
            attach(opened);
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (board != null && ref.getPart(false) == board) {
            attach(null);
        }
    }

    /** Hears the moves made on {@code view} (none: on no board). */
    private void attach(BoardView view) {
        if (board != null) {
            board.removeMovePlayedListener(listener);
        }
        board = view;
        if (board != null) {
            board.addMovePlayedListener(listener);
        }
    }

    /** The source of "now" for a clock started from now on (tests give a virtual one). */
    public void setTimeSource(TimeSource source) {
        time = source;
    }

    private void follow(GameCursor<?, ?> place) {
        cursor = place;
        if (place.replay() != setupOf) {
            setupOf = place.replay();
            setup = ClockSetup.of(place.replay(), regulations());
        }
        refresh();
    }

    /**
     * The scoresheet followed was closed: its game is no longer shown (the Board says "no game" then too); a clock
     * running live keeps running, it is the arbiter's to stop.
     */
    private void forget() {
        if (live != null) {
            return;
        }
        cursor = null;
        setup = null;
        setupOf = null;
        lastDecision = null;
        refresh();
    }

    /** The clock settings of the regulations of the followed scoresheet's project, read again when the editor changes. */
    private Optional<ClockSettings> regulations() {
        IFile file = follower.editor() == null ? null : follower.editor().getEditorInput().getAdapter(IFile.class);
        if (file != regulationsOf) {
            regulationsOf = file;
            regulations = file == null || file.getLocation() == null ? Optional.empty()
                    : ClockSetup.regulations(Optional.of(file.getLocation().toFile().toPath()),
                            Optional.ofNullable(file.getProject().getLocation()).map(l -> l.toFile().toPath()));
        }
        return regulations;
    }

    /** The faces shown: the live clock's, else the readings at the caret; none without a game and a time control. */
    public List<ClockFace> faces() {
        if (live != null) {
            return live.faces();
        }
        if (cursor == null || setup == null || setup.control().isEmpty()) {
            return List.of();
        }
        return ReplayReadings.at(cursor, setup.law(), setup.control().get());
    }

    /** Starts the clock of the side to move at the caret, from the readings there. */
    @Override
    public void start() {
        if (!canStart()) {
            return;
        }
        if (getSite().getPage().findView(BoardView.ID) instanceof BoardView open && open != board) {
            attach(open); // the board open now, whichever of the two views the workbench made first
        }
        Side toMove = cursor.position().turn();
        live = new LiveClock(setup.law(), setup.control().get(), time, faces(), toMove, isXiangqi());
        live.askMate(() -> cursor == null ? MatePossibility.ALWAYS : ClockAtCaret.mate(cursor));
        lastDecision = null;
        refresh();
        tick();
    }

    /** The arbiter stops the clocks (FIDE 2018 6.11.1). */
    @Override
    public void pause() {
        if (live != null) {
            live.pause();
        }
        refresh();
    }

    /** The arbiter restarts them (FIDE 2018 6.11.3). */
    @Override
    public void resume() {
        if (live != null) {
            live.resume();
        }
        refresh();
        tick();
    }

    /** Leaves live play: the view shows the readings at the caret again. */
    @Override
    public void stop() {
        live = null;
        lastDecision = null;
        refresh();
    }

    /** The arbiter adds, takes or sets time, or corrects the move counter; recorded in the scoresheet. False if not written. */
    @Override
    public boolean correct(Side side, TimeIncident.Action action, long value) {
        if (!isLive() || live.verdict().isPresent()) {
            return false;
        }
        return record(live.correct(side, action, value));
    }

    /** An illegal move of {@code offender} was completed: the law decides; recorded in the scoresheet. False if not written. */
    @Override
    public boolean illegalMove(Side offender) {
        if (!isLive() || live.verdict().isPresent()) {
            return false;
        }
        return record(live.illegalMove(offender));
    }

    private boolean record(LiveClock.Action action) {
        lastDecision = action.ruling().message().format(Locale.getDefault());
        boolean written = cursor != null && follower.write(ClockAtCaret.incidentEdit(cursor, action.incident()));
        if (!written) {
            lastDecision = lastDecision + "\n" + ClockMessages.ClockView_notWritten;
        }
        refresh();
        return written;
    }


    /** A move made on the board: the clock is pressed, the readings are written after the move. */
    private Optional<String> played(MovePlayed move) {
        if (live == null) {
            return Optional.empty();
        }
        Optional<String> readings = live.press(move.mover());
        refresh();
        return readings;
    }

    /** Looks at the flags now (the display timer calls it while the clock runs). */
    public void tick() {
        if (live == null) {
            return;
        }
        live.checkFlag();
        refresh();
        if (isRunning() && !ticking && canvas != null && !canvas.isDisposed()) {
            ticking = true;
            canvas.getDisplay().timerExec(TICK_MILLIS, () -> {
                ticking = false;
                if (canvas != null && !canvas.isDisposed()) {
                    tick();
                }
            });
        }
    }

    /** The verdict that ended the game at the clock, citing its articles, if one did. */
    public Optional<String> verdict() {
        return live == null ? Optional.empty() : live.verdict().map(Ruling::message).map(m -> m.format(Locale.getDefault()));
    }

    /** The rulings given since the clock started, oldest first. */
    public List<Ruling> rulings() {
        return live == null ? List.of() : live.rulings();
    }

    @Override
    public boolean isOver() {
        return live != null && live.verdict().isPresent();
    }

    @Override
    public Shell shell() {
        return getSite().getShell();
    }

    @Override
    public boolean canStart() {
        return live == null && cursor != null && cursor.position() != null && setup != null && setup.control().isPresent();
    }

    @Override
    public boolean isLive() {
        return live != null;
    }

    @Override
    public boolean isRunning() {
        return live != null && live.state().clock().running().isPresent();
    }

    @Override
    public boolean isPaused() {
        return live != null && live.state().clock().paused().isPresent() && live.verdict().isEmpty();
    }

    /** The name of {@code side} in the game shown (White / Black, Red / Black). */
    @Override
    public String sideName(Side side) {
        return (setup == null ? new Fide2018ClockLaw() : setup.law()).side(side).format(Locale.getDefault());
    }

    /** The place of the game the view follows, if any. */
    public Optional<GameCursor<?, ?>> cursor() {
        return Optional.ofNullable(cursor);
    }

    /** The line under the faces: the verdict or the last decision. */
    public String decisionText() {
        return decision.getText();
    }

    /**
     * Whether the line under the faces (the verdict or the last decision) is shown whole: within the view's area and as
     * tall as its text wrapped to its width.
     */
    public boolean decisionShown() {
        if (decision.getText().isEmpty() || !decision.isVisible()) {
            return false;
        }
        Rectangle at = decision.getBounds();
        Rectangle area = decision.getParent().getClientArea();
        return at.y >= 0 && at.y + at.height <= area.height && at.height >= decision.computeSize(at.width, SWT.DEFAULT).y;
    }

    /** The bottom line: live or replay, the law and the time control. */
    public String statusText() {
        return status.getText();
    }

    /** The canvas the faces are painted on (for screenshots and tests). */
    public Canvas canvas() {
        return canvas;
    }

    private boolean isXiangqi() {
        return cursor != null && cursor.replay().kind().id().equals("xiangqi");
    }

    private void refresh() {
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        Optional<String> verdict = verdict();
        decision.setText(verdict.map(v -> NLS.bind(ClockMessages.ClockView_gameOver, v))
                .orElse(lastDecision == null ? "" : NLS.bind(ClockMessages.ClockView_lastDecision, lastDecision)));
        status.setText(statusLine());
        actions.update();
        canvas.getParent().layout();
        canvas.redraw();
    }

    private String statusLine() {
        if (cursor == null || setup == null) {
            return ClockMessages.ClockView_noGame;
        }
        if (setup.control().isEmpty()) {
            return ClockMessages.ClockView_noControl;
        }
        String pattern = live == null ? ClockMessages.ClockView_replay
                : isRunning() ? ClockMessages.ClockView_live
                : isPaused() ? ClockMessages.ClockView_paused : ClockMessages.ClockView_stopped;
        return NLS.bind(pattern, new Object[] {setup.law().edition().citationName(), setup.control().get().text(),
                setup.fromTag() ? ClockMessages.ClockView_source_tag : ClockMessages.ClockView_source_regulations});
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }
}
