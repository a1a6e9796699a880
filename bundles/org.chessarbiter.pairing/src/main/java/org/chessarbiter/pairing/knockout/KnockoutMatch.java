package org.chessarbiter.pairing.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * A knockout match between A and B (001 Điều 25; 000 Art. 11): two games, each player having white
 * once; level after two, two more games; still level, the {@link TieBreakPolicy}. Colours alternate
 * from game to game (000 Art. 11: "Màu quân phải thay đổi lần lượt"); the colours of the first game
 * and of the deciding game are drawn by lot (Art. 11: "màu quân giữa hai đấu thủ được xác định bằng
 * bốc thăm"). The record is a plain value; {@link #next()} says what happens next.
 *
 * @param aWhiteFirst   the lot for game 1: true when A has white
 * @param aPoints       A's points in each game played so far, in tenths (10 win, 5 draw, 0 loss)
 * @param deciderAWhite the lot for the deciding game (game 5), once drawn
 * @param lotForA       the lot for the winner, once drawn: true when A wins it
 * @param policy        how a match level after four games is settled
 */
public record KnockoutMatch(boolean aWhiteFirst, List<Integer> aPoints, Optional<Boolean> deciderAWhite,
        Optional<Boolean> lotForA, TieBreakPolicy policy) {

    /** Games in the first part of the match (Điều 25: "thông thường là hai ván"). */
    public static final int REGULAR_GAMES = 2;
    /** Games after a tie (Điều 25: "Nếu hòa đấu thêm hai ván nữa"). */
    public static final int EXTRA_GAMES = 2;

    public KnockoutMatch {
        aPoints = List.copyOf(aPoints);
    }

    /** @return a new match, before game 1 */
    public static KnockoutMatch start(boolean aWhiteFirst, TieBreakPolicy policy) {
        return new KnockoutMatch(aWhiteFirst, List.of(), Optional.empty(), Optional.empty(), policy);
    }

    /** @return the match with one more game result (A's points in tenths), or why not */
    public Checked<KnockoutMatch> record(int aPointsInGame) {
        if (aPointsInGame != 0 && aPointsInGame != 5 && aPointsInGame != 10) {
            return Checked.fail(SystemMessages.invalid(Location.part("aPoints").element(aPoints.size()), "error.gamePoints", aPointsInGame));
        }
        if (!(next() instanceof MatchStep.Play)) {
            return Checked.fail(SystemMessages.invalid(Location.part("aPoints").element(aPoints.size()), "error.noGameExpected"));
        }
        List<Integer> more = new ArrayList<>(aPoints);
        more.add(aPointsInGame);
        return Checked.ok(new KnockoutMatch(aWhiteFirst, more, deciderAWhite, lotForA, policy));
    }

    /** @return the match with the colour lot of the deciding game */
    public KnockoutMatch withDeciderColours(boolean aWhite) {
        return new KnockoutMatch(aWhiteFirst, aPoints, Optional.of(aWhite), lotForA, policy);
    }

    /** @return the match with the lot for the winner */
    public KnockoutMatch withLot(boolean aWins) {
        return new KnockoutMatch(aWhiteFirst, aPoints, deciderAWhite, Optional.of(aWins), policy);
    }

    /** @return what happens next */
    public MatchStep next() {
        int played = aPoints.size();
        int regular = REGULAR_GAMES + EXTRA_GAMES;
        if (played < regular) {
            if (played == REGULAR_GAMES) {
                Optional<MatchStep> d = decidedOnScore(played);
                if (d.isPresent()) {
                    return d.get();
                }
            }
            return new MatchStep.Play(played + 1, (played % 2 == 0) == aWhiteFirst);
        }
        Optional<MatchStep> d = decidedOnScore(regular);
        if (d.isPresent()) {
            return d.get();
        }
        if (policy != TieBreakPolicy.LOTS && played == regular) {
            return deciderAWhite.<MatchStep>map(w -> new MatchStep.Play(regular + 1, w))
                    .orElse(new MatchStep.DrawColours(regular + 1));
        }
        if (policy != TieBreakPolicy.LOTS) {
            int last = aPoints.get(regular);
            if (last != 5) {
                return new MatchStep.Decided(last == 10, SystemMessages.of("verdict.knockoutDecider", last == 10 ? "A" : "B"));
            }
            if (policy == TieBreakPolicy.DECIDER_DRAW_ELIMINATES_WHITE) {
                if (deciderAWhite.isEmpty()) {
                    return new MatchStep.DrawColours(regular + 1); // a record built without the colour lot
                }
                boolean aWins = !deciderAWhite.get();
                return new MatchStep.Decided(aWins, SystemMessages.of("verdict.knockoutWhiteEliminated", aWins ? "B" : "A"));
            }
        }
        return lotForA.<MatchStep>map(a -> new MatchStep.Decided(a, SystemMessages.of("verdict.knockoutLots", a ? "A" : "B")))
                .orElse(new MatchStep.DrawWinner());
    }

    private Optional<MatchStep> decidedOnScore(int games) {
        int a = 0;
        for (int i = 0; i < games; i++) {
            a += aPoints.get(i);
        }
        int b = games * 10 - a;
        if (a == b) {
            return Optional.empty();
        }
        return Optional.of(new MatchStep.Decided(a > b, SystemMessages.of("verdict.knockoutScore",
                a > b ? "A" : "B", a / 10.0, b / 10.0, games)));
    }
}
