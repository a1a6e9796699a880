package org.chessarbiter.workspace.op;

import java.nio.file.Path;

import org.chessarbiter.workspace.project.ProjectFiles;

/**
 * Where the project build writes the proposal of a round, the contract between the build and
 * {@link PublishRoundOperation}: {@code derived/proposal-round-N.trf} in the folder of the state file.
 * The proposal is the effective tournament (the state with the results taken from the scoresheets)
 * with round {@code N} paired and not published.
 */
public final class ProposalFile {

    /** The folder of derived files, beside the state file. */
    public static final String DERIVED = ProjectFiles.DERIVED;

    private ProposalFile() {
    }

    /** The proposal of round {@code round} for the state file {@code state}. */
    public static Path of(Path state, int round) {
        Path folder = state.toAbsolutePath().getParent();
        return folder.resolve(DERIVED).resolve(name(round, "trf"));
    }

    /** The name of the proposal file of round {@code round} with the extension given (trf: the tournament, txt: its explanation). */
    public static String name(int round, String extension) {
        return "proposal-round-" + round + "." + extension;
    }
}
