package org.chessarbiter.workspace.op;

import java.nio.file.Path;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;

/**
 * The problems of the operations, in the words of this package's {@code messages*.properties}
 * (English and Vietnamese), each located: at a round, a board or a player of the tournament
 * ({@code rounds[number=3].pairings[board=2]}), or at a file as a whole.
 */
final class OperationProblems {

    private OperationProblems() {
    }

    /** An error of the operation at {@code where}. */
    static Problem error(ProblemKind kind, Location where, String key, Object... args) {
        return Problems.error(kind, where, OperationProblems.class, key, args);
    }

    /** A warning at {@code where}. */
    static Problem warning(Location where, String key, Object... args) {
        Problem p = error(ProblemKind.ILLEGAL, where, key, args);
        return Problem.warning(p.kind(), p.location(), p.message());
    }

    /** A note (information) at {@code where}. */
    static Problem note(Location where, String key, Object... args) {
        Problem p = error(ProblemKind.ILLEGAL, where, key, args);
        return Problem.info(p.kind(), p.location(), p.message());
    }

    /** The file as a whole. */
    static Location file(Path file) {
        return Location.UNKNOWN.inField(file.toString());
    }

    /** A part of the tournament as a whole ({@code players}, {@code rounds}). */
    static Location part(String name) {
        return Location.part(name);
    }

    /** Round {@code n} of the tournament. */
    static Location round(int n) {
        return Location.part("rounds").keyed("number", n);
    }

    /** Board {@code board} of round {@code n}. */
    static Location board(int n, int board) {
        return round(n).member("pairings").keyed("board", board);
    }

    /** The player with start number {@code startNumber}. */
    static Location player(int startNumber) {
        return Location.part("players").keyed("startNumber", startNumber);
    }
}
