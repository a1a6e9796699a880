package org.chessarbiter.tournament.players;

/**
 * Progress and cancellation of a long read (a rating list of a million players), without any
 * framework: the workbench adapts its progress monitor to it, the command line passes {@link #NONE}.
 */
public interface Progress {

    /** No progress shown, never cancelled. */
    Progress NONE = new Progress() {
        @Override
        public void read(long done, long total) {
            // nobody is told
        }

        @Override
        public boolean isCancelled() {
            return false;
        }
    };

    /**
     * {@code done} bytes of the input read so far, of {@code total} ({@code -1} when unknown).
     */
    void read(long done, long total);

    /** Whether the user asked to stop; the reader then stops and its result says so. */
    boolean isCancelled();
}
