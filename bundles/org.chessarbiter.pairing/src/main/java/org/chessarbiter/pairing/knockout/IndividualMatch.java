package org.chessarbiter.pairing.knockout;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * A match between two players (000 Art. 8, "thi đấu đối kháng"): "có thể tính tỷ số với số lượng
 * ván ấn định, hoặc có thể tính thắng cuộc theo số điểm ấn định hoặc ván thắng ấn định trước" — a
 * fixed number of games, or the first to a fixed score, or the first to a fixed number of wins.
 * Colours alternate game by game (as in 000 Art. 11 and 15), A having white in game 1 when the lot
 * says so.
 *
 * @param format      how the match is won
 * @param target      the number of games, the points (in tenths) or the wins of the format
 * @param aWhiteFirst the lot for game 1
 * @param aPoints     A's points in each game so far, in tenths
 */
public record IndividualMatch(Format format, int target, boolean aWhiteFirst, List<Integer> aPoints) {

    /** The three forms of Art. 8. */
    public enum Format {
        /** "số lượng ván ấn định": a fixed number of games; the score may be level at the end */
        FIXED_GAMES,
        /** "số điểm ấn định": the first to reach the points wins */
        FIRST_TO_POINTS,
        /** "ván thắng ấn định": the first to win that many games wins; draws do not count */
        FIRST_TO_WINS
    }

    /** The state of a match. */
    public enum State {
        /** another game is due */
        PLAYING,
        /** A won the match */
        A_WINS,
        /** B won the match */
        B_WINS,
        /** the fixed number of games is played and the score is level */
        DRAWN
    }

    public IndividualMatch {
        aPoints = List.copyOf(aPoints);
    }

    /** @return a new match, or an error when the target is not positive */
    public static Checked<IndividualMatch> of(Format format, int target, boolean aWhiteFirst) {
        if (target < 1) {
            return Checked.fail(SystemMessages.invalid(Location.part("target"), "error.matchTarget", target));
        }
        return Checked.ok(new IndividualMatch(format, target, aWhiteFirst, List.of()));
    }

    /** @return true when A has white in game {@code game} (1-based): colours alternate */
    public boolean aWhiteIn(int game) {
        return (game % 2 == 1) == aWhiteFirst;
    }

    /** @return the match after one more game (A's points in tenths: 0, 5 or 10), or why not */
    public Checked<IndividualMatch> record(int points) {
        if (points != 0 && points != 5 && points != 10) {
            return Checked.fail(SystemMessages.invalid(Location.part("aPoints").element(aPoints.size()), "error.gamePoints", points));
        }
        if (state() != State.PLAYING) {
            return Checked.fail(SystemMessages.invalid(Location.part("aPoints").element(aPoints.size()), "error.noGameExpected"));
        }
        List<Integer> more = new ArrayList<>(aPoints);
        more.add(points);
        return Checked.ok(new IndividualMatch(format, target, aWhiteFirst, more));
    }

    /** @return where the match stands */
    public State state() {
        int a = 0;
        int aWins = 0;
        int bWins = 0;
        for (int p : aPoints) {
            a += p;
            aWins += p == 10 ? 1 : 0;
            bWins += p == 0 ? 1 : 0;
        }
        int b = aPoints.size() * 10 - a;
        return switch (format) {
            case FIXED_GAMES -> aPoints.size() < target && Math.max(a, b) * 2 <= target * 10
                    ? State.PLAYING : a > b ? State.A_WINS : b > a ? State.B_WINS : State.DRAWN;
            case FIRST_TO_POINTS -> a >= target ? State.A_WINS : b >= target ? State.B_WINS : State.PLAYING;
            case FIRST_TO_WINS -> aWins >= target ? State.A_WINS : bWins >= target ? State.B_WINS : State.PLAYING;
        };
    }
}
