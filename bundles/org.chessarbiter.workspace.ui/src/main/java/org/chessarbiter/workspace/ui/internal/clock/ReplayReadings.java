package org.chessarbiter.workspace.ui.internal.clock;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.GameClock;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.game.ClockReadings;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.clock.ClockFace;

/**
 * The clock at a place of a written game: each side's last {@code [%clk]} reading up to there (its time left
 * after its move), the moves each side has completed and the period they put it in. A side that has not moved
 * has the first period's time; one that has moved without a reading shows none.
 */
public final class ReplayReadings {

    private ReplayReadings() {
    }

    /** The two faces at {@code cursor}, the side to move running, for the game's {@code control} under {@code law}. */
    public static List<ClockFace> at(GameCursor<?, ?> cursor, ClockLaw law, TimeControl control) {
        long[] read = {-1, -1};
        List<WrittenNode> nodes = cursor.line().nodes();
        for (int i = 0; i < cursor.played(); i++) {
            WrittenNode node = nodes.get(i);
            Optional<? extends ReplayedMove<?, ?>> move = cursor.replay().move(node);
            if (move.isEmpty()) {
                break;
            }
            int mover = move.get().before().turn().ordinal();
            for (Token comment : node.comments()) {
                OptionalLong clk = ClockReadings.clock(comment.text());
                if (clk.isPresent()) {
                    read[mover] = clk.getAsLong();
                }
            }
        }
        Side toMove = cursor.position() == null ? Side.FIRST : cursor.position().turn();
        int[] moves = completed(cursor, toMove);
        GameClock clock = GameClock.of(control).correctMoves(Side.FIRST, moves[0]).correctMoves(Side.SECOND, moves[1]);
        return List.of(face(Side.FIRST, law, clock, read, moves, toMove), face(Side.SECOND, law, clock, read, moves, toMove));
    }

    private static ClockFace face(Side side, ClockLaw law, GameClock clock, long[] read, int[] moves, Side toMove) {
        int s = side.ordinal();
        OptionalLong remaining = read[s] >= 0 ? OptionalLong.of(read[s])
                : moves[s] == 0 ? OptionalLong.of(clock.control().period(0).baseMillis()) : OptionalLong.empty();
        return Faces.of(side, law, clock, remaining, side == toMove, read[s] == 0);
    }

    /** The moves each side has completed before the position at {@code cursor}, from its move number. */
    private static <P extends org.chessarbiter.rules.Position<P, M>, M extends org.chessarbiter.rules.Move> int[] completed(
            GameCursor<P, M> cursor, Side toMove) {
        P position = cursor.position();
        if (position == null) {
            return new int[2];
        }
        int number = cursor.replay().kind().moveNumber(position);
        return new int[] {number - 1 + (toMove == Side.SECOND ? 1 : 0), number - 1};
    }
}
