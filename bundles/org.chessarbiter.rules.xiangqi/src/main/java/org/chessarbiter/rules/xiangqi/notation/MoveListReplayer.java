package org.chessarbiter.rules.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * Replays a list of written moves (a scoresheet, biên bản: Điều 11) from a position, for callers
 * such as an editor's validator that map their own model to plain strings and indexes. The
 * notation is given, or guessed from the first move ({@link #GUESS_ORDER}) and then kept. Replaying
 * stops at the first move that cannot be read or played; its problem carries the move's index and
 * a location inside that move's text.
 */
public final class MoveListReplayer {
    /** The order in which notations are tried when none is given. */
    public static final List<MoveNotation<XiangqiPosition, XiangqiMove>> GUESS_ORDER = List.of(XiangqiNotations.ICCS,
            XiangqiNotations.WXF, XiangqiNotations.CHINESE, XiangqiNotations.VIETNAMESE_SHORT, XiangqiNotations.VIETNAMESE_WORDS,
            XiangqiNotations.VIETNAMESE_COORDINATE);

    /**
     * The result of a replay.
     *
     * @param positions the start and the position after each legal move
     * @param moves the moves read and played
     * @param notation the notation used (null if no move could be read)
     * @param failedIndex the index of the first move that failed, -1 if all were played
     * @param problems the problems of that move, located in its text
     */
    public record Replay(List<XiangqiPosition> positions, List<XiangqiMove> moves,
            MoveNotation<XiangqiPosition, XiangqiMove> notation, int failedIndex, List<Problem> problems) {
        public Replay {
            positions = List.copyOf(positions);
            moves = List.copyOf(moves);
            problems = List.copyOf(problems);
        }

        /** The last position reached. */
        public XiangqiPosition last() {
            return positions.get(positions.size() - 1);
        }
    }

    private MoveNotation<XiangqiPosition, XiangqiMove> notation;

    private MoveListReplayer(MoveNotation<XiangqiPosition, XiangqiMove> notation) {
        this.notation = notation;
    }

    /** A replayer that reads moves in the given notation, or guesses it when {@code notation} is null. */
    public static MoveListReplayer of(MoveNotation<XiangqiPosition, XiangqiMove> notation) {
        return new MoveListReplayer(notation);
    }

    /** The notation in use (null until a move has been read when guessing). */
    public MoveNotation<XiangqiPosition, XiangqiMove> notation() {
        return notation;
    }

    /** Reads one move in the replayer's notation (fixing the notation on the first success when guessing). */
    public ParseResult<XiangqiMove> read(XiangqiPosition p, String text) {
        if (notation != null) {
            return notation.parse(p, text);
        }
        ParseResult<XiangqiMove> first = null;
        for (MoveNotation<XiangqiPosition, XiangqiMove> n : GUESS_ORDER) {
            ParseResult<XiangqiMove> r = n.parse(p, text);
            if (r.isOk()) {
                notation = n;
                return r;
            }
            first = first == null ? r : first;
        }
        return first;
    }

    /** Replays {@code texts} from {@code start}. */
    public Replay replay(XiangqiPosition start, List<String> texts) {
        List<XiangqiPosition> positions = new ArrayList<>(List.of(start));
        List<XiangqiMove> moves = new ArrayList<>();
        XiangqiPosition p = start;
        for (int i = 0; i < texts.size(); i++) {
            ParseResult<XiangqiMove> r = read(p, texts.get(i));
            if (!r.isOk()) {
                return new Replay(positions, moves, notation, i, r.problems());
            }
            moves.add(r.value());
            p = p.play(r.value());
            positions.add(p);
        }
        return new Replay(positions, moves, notation, -1, List.of());
    }
}
