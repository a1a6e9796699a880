package org.chessarbiter.workspace.ui.internal.engine;

import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;

/**
 * The computer at the board: play against it ({@link ComputerPlay}) and the analysis of the position shown
 * ({@link Analysis}), with their line under the board. The board view tells it each place it shows and asks it
 * whether a hand move must wait (the computer is thinking); the commands of the view's menu switch the modes.
 */
public final class EngineSession {

    /** The family of the engine's jobs: searches and the ending of engines (tests wait for them). */
    public static final Object FAMILY = SearchJob.FAMILY;

    private final ComputerPlay play;
    private final Analysis analysis;
    private Label label;

    public EngineSession(BoardLink board, Display display) {
        this.play = new ComputerPlay(board, display, this::refresh);
        this.analysis = new Analysis(board, display, this::refresh);
    }

    /** The line under the board where the computer speaks. */
    public void createControl(Composite parent) {
        label = new Label(parent, SWT.WRAP);
        GridData data = new GridData(SWT.FILL, SWT.END, true, false);
        data.exclude = true;
        label.setLayoutData(data);
        label.setVisible(false);
    }

    /** The board shows {@code cursor}. */
    public void shown(GameCursor<?, ?> cursor) {
        play.shown(cursor);
        analysis.shown(cursor);
    }

    /** Whether a move made by hand must wait: the computer is thinking about the position shown. */
    public boolean thinking() {
        return play.thinking();
    }

    /** Why a hand move waits. */
    public String waitReason() {
        return EngineUiMessages.Play_wait;
    }

    /** Starts play against the computer from the position shown, or leaves it. */
    public void togglePlay() {
        if (play.isOn()) {
            play.stop(EngineUiMessages.Play_ended);
        } else {
            play.start();
        }
    }

    /** Starts the analysis of the positions shown, or ends it. */
    public void toggleAnalysis() {
        if (analysis.isOn()) {
            analysis.stop();
        } else {
            analysis.start();
        }
    }

    public boolean isPlaying() {
        return play.isOn();
    }

    /** The name of the engine that plays against the user (empty before its first move). */
    public String playingEngine() {
        return play.engineName();
    }

    public boolean isAnalysing() {
        return analysis.isOn();
    }

    /** What the computer says now (the play's note, then the analysis), one line each. */
    public String text() {
        String note = play.note();
        String line = analysis.text();
        return note.isEmpty() ? line : line.isEmpty() ? note : note + "\n" + line;
    }

    private void refresh() {
        if (label == null || label.isDisposed()) {
            return;
        }
        String text = text();
        if (!text.equals(label.getText()) || label.getVisible() == text.isEmpty()) {
            label.setText(text);
            label.setVisible(!text.isEmpty());
            ((GridData) label.getLayoutData()).exclude = text.isEmpty();
            label.getParent().layout(true, true);
        }
    }

    /** Stops the searches and ends the engines. */
    public void dispose() {
        play.dispose();
        analysis.dispose();
    }

    /** Ends the engine of {@code slot} once its search (stopped already) has returned, off the UI thread. */
    static void closeLater(EngineSlot slot) {
        Job close = new Job(EngineUiMessages.Engine_closeJob) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                slot.close();
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        close.setRule(slot);
        close.setSystem(true);
        close.schedule();
    }
}
