package org.chessarbiter.workspace.ui.internal.board;

import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/**
 * The viewer's autoplay (003_e58897bc739f0c87.txt): one step every {@link #delay()} milliseconds on the UI
 * thread until paused or until a step makes no progress (the end of the line).
 */
public final class Autoplay {

    /** The speeds offered, in milliseconds per move. */
    public static final int FAST = 500;
    public static final int NORMAL = 1000;
    public static final int SLOW = 2000;

    private final Display display;
    private final BooleanSupplier step;
    private final Runnable tick = this::tick;
    private int delay = NORMAL;
    private boolean running;

    /** Autoplay that calls {@code step}, which answers whether it moved. */
    public Autoplay(Display display, BooleanSupplier step) {
        this.display = display;
        this.step = step;
    }

    public void start() {
        if (!running) {
            running = true;
            display.timerExec(delay, tick);
        }
    }

    public void pause() {
        running = false;
        display.timerExec(-1, tick);
    }

    public boolean isRunning() {
        return running;
    }

    public int delay() {
        return delay;
    }

    public void delay(int milliseconds) {
        delay = Math.max(50, milliseconds);
        if (running) {
            display.timerExec(-1, tick);
            display.timerExec(delay, tick);
        }
    }

    private void tick() {
        if (!running) {
            return;
        }
        if (step.getAsBoolean()) {
            display.timerExec(delay, tick);
        } else {
            running = false;
        }
    }
}
