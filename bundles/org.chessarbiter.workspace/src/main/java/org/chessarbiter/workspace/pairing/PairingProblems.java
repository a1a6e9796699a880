package org.chessarbiter.workspace.pairing;

import java.util.List;
import java.util.Map;

import org.chessarbiter.pairing.Message;
import org.chessarbiter.pairing.PairingError;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.pairing.trf.RoundToPair;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The pairing engines' errors as the shared {@link Problem} values, so that everything above the
 * engines (this operation, the command line, the workbench) handles one kind of problem: the cause
 * becomes the kind, the location string a field, the message the same key of the same bundle.
 */
public final class PairingProblems {

    /** The bundles of the pairing engines by base name, each with a class of its package (the anchor of a rules message). */
    private static final Map<String, Class<?>> ANCHORS = Map.of(
            Message.PAIRING_BUNDLE, PairingError.class,
            SystemMessages.BUNDLE, SystemMessages.class,
            DutchSystem.class.getPackageName() + ".messages", DutchSystem.class,
            RoundToPair.class.getPackageName() + ".messages", RoundToPair.class);

    private PairingProblems() {
    }

    /** @return the errors as problems, in the same order */
    public static List<Problem> of(List<PairingError> errors) {
        return errors.stream().map(PairingProblems::of).toList();
    }

    /** @return the error as a problem located at its field ({@code round}, {@code players[id=7]} ...) */
    public static Problem of(PairingError e) {
        Class<?> anchor = ANCHORS.getOrDefault(e.message().bundle(), PairingError.class);
        org.chessarbiter.rules.Message message = new org.chessarbiter.rules.Message(anchor, e.message().key(), e.message().args());
        return Problem.error(kind(e.cause()), Location.UNKNOWN.inField(e.location()), message);
    }

    private static ProblemKind kind(PairingError.Cause cause) {
        return switch (cause) {
            case INCONSISTENT_HISTORY -> ProblemKind.INCONSISTENT;
            case INVALID_REQUEST, NO_LEGAL_PAIRING, UNSUPPORTED -> ProblemKind.ILLEGAL;
        };
    }
}
