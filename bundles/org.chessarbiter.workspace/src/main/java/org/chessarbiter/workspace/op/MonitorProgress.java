package org.chessarbiter.workspace.op;

import org.chessarbiter.tournament.players.Progress;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/** A progress monitor seen as the engine's {@link Progress}: the bytes read as work done, its cancel button as cancellation. */
final class MonitorProgress implements Progress {

    private static final int TICKS = 1000;

    private final SubMonitor monitor;
    private int reported;

    MonitorProgress(IProgressMonitor monitor) {
        this.monitor = SubMonitor.convert(monitor, TICKS);
    }

    @Override
    public void read(long done, long total) {
        if (total > 0) {
            int now = (int) Math.min(TICKS, done * TICKS / total);
            if (now > reported) {
                monitor.worked(now - reported);
                reported = now;
            }
        }
    }

    @Override
    public boolean isCancelled() {
        return monitor.isCanceled();
    }
}
