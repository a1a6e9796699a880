package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Finds the notation style a game is written in, move by move, and notices when it changes. It keeps
 * the notations that read every move so far as the same move (in preference order): each move is read
 * with all of them and those that cannot read it, or read another move, drop out. A move that reads in
 * every notation (a chess pawn move {@code d4}) therefore never decides the style on its own; a move
 * none of them reads but another notation does is a change of style (the game mixes notations), and
 * the compatible notations start again from those that read it. Once a game's style is known (after
 * its first piece move, usually), each move is read once.
 */
final class NotationTracker<P extends Position<P, M>, M extends Move> {
    private final List<MoveNotation<P, M>> all;
    private final List<MoveNotation<P, M>> compatible;
    private MoveNotation<P, M> used;
    private MoveNotation<P, M> changedFrom;
    private MoveNotation<P, M> failedIn;

    NotationTracker(List<MoveNotation<P, M>> all, MoveNotation<P, M> preferred) {
        this.all = all;
        this.compatible = new ArrayList<>(all);
        if (preferred != null) {
            compatible.remove(preferred);
            compatible.add(0, preferred);
        }
    }

    /**
     * A tracker of a game whose notation is declared (a {@code Format} tag): every move is read in
     * {@code notation} alone, so a move it cannot read or play is reported at that move in that notation,
     * never read again in another one.
     */
    static <P extends Position<P, M>, M extends Move> NotationTracker<P, M> only(MoveNotation<P, M> notation) {
        return new NotationTracker<>(List.of(notation), notation);
    }

    /** A tracker continuing with the style found so far (for a variation). */
    NotationTracker<P, M> copy() {
        NotationTracker<P, M> t = new NotationTracker<>(all, null);
        t.compatible.clear();
        t.compatible.addAll(compatible);
        return t;
    }

    /** The notation the game is written in so far (the first compatible one). */
    MoveNotation<P, M> current() {
        return compatible.get(0);
    }

    /** The notation that read the last move. */
    MoveNotation<P, M> used() {
        return used;
    }

    /** The style before the last change, when the last {@link #read} changed the style; else null. */
    MoveNotation<P, M> changedFrom() {
        return changedFrom;
    }

    /**
     * The notation whose failure the last failed {@link #read} returned: the one the move seems written
     * in (it gave the most telling error), to write candidates in.
     */
    MoveNotation<P, M> failedIn() {
        return failedIn == null ? current() : failedIn;
    }

    /** Reads {@code text} in {@code position}; on failure the most telling error of the compatible notations. */
    ParseResult<M> read(P position, String text) {
        changedFrom = null;
        failedIn = null;
        ParseResult<M> read = narrow(compatible, position, text);
        if (read.isOk()) {
            return read;
        }
        List<MoveNotation<P, M>> others = new ArrayList<>(all);
        others.removeAll(compatible);
        if (others.isEmpty()) {
            return read;
        }
        MoveNotation<P, M> before = compatible.get(0);
        MoveNotation<P, M> failed = failedIn;
        ParseResult<M> other = narrow(others, position, text);
        failedIn = failed;
        if (other.isOk()) {
            changedFrom = before;
            compatible.clear();
            compatible.addAll(others);
            return other;
        }
        return read;
    }

    /**
     * Reads {@code text} with each of {@code notations}; when some read it, keeps in the list those that
     * read the same move as the first of them and returns its result; else leaves the list and returns
     * the most telling failure.
     */
    private ParseResult<M> narrow(List<MoveNotation<P, M>> notations, P position, String text) {
        if (notations.size() == 1 || readAlike(notations, text)) { // one reads it for all: the move or the failure
            MoveNotation<P, M> only = notations.get(0);
            ParseResult<M> r = only.parse(position, text);
            if (r.isOk()) {
                used = only;
            } else {
                failedIn = only;
            }
            return r;
        }
        ParseResult<M> first = null;
        ParseResult<M> best = null;
        MoveNotation<P, M> bestIn = null;
        List<MoveNotation<P, M>> agreeing = new ArrayList<>(notations.size());
        for (MoveNotation<P, M> n : notations) {
            ParseResult<M> r = n.parse(position, text);
            if (r.isOk()) {
                if (first == null) {
                    first = r;
                    used = n;
                }
                if (r.value().equals(first.value())) {
                    agreeing.add(n);
                }
            } else if (better(best, r) != best) {
                best = r;
                bestIn = n;
            }
        }
        if (first == null) {
            failedIn = bestIn;
            return best;
        }
        notations.retainAll(agreeing);
        return first;
    }

    /** Whether all of {@code notations} read {@code text} alike ({@link MoveNotation#readsAlikeAs}). */
    private static <P extends Position<P, M>, M extends Move> boolean readAlike(List<MoveNotation<P, M>> notations,
            String text) {
        Object key = notations.get(0).readsAlikeAs(text);
        if (key == null) {
            return false;
        }
        for (int i = 1; i < notations.size(); i++) {
            if (!key.equals(notations.get(i).readsAlikeAs(text))) {
                return false;
            }
        }
        return true;
    }

    /** The most telling of two failures: ambiguous before illegal before unreadable; the first on a tie. */
    private static <M> ParseResult<M> better(ParseResult<M> a, ParseResult<M> b) {
        if (a == null) {
            return b;
        }
        return rank(b) > rank(a) ? b : a;
    }

    private static int rank(ParseResult<?> r) {
        ProblemKind k = r.error().map(p -> p.kind()).orElse(ProblemKind.INVALID_SYNTAX);
        return switch (k) {
            case AMBIGUOUS -> 3;
            case ILLEGAL -> 2;
            case INCONSISTENT -> 1;
            default -> 0;
        };
    }
}
