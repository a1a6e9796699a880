package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;

/**
 * An event of two-game matches (Luật cờ Tướng 2004 Điều 21.2) as its file records it, one game a round, seen as a
 * tournament of its matches: rounds 2k-1 and 2k are match k, each pairing of round 2k-1 with the two games of its
 * pair, the second seen from the first game's first player (round 2k pairs the same two players, the colours
 * reversed). With {@link #scoring} each match scores match points (won 1, drawn ½, lost 0) and game points, and the
 * standings rank by match points, then game points, as the article says.
 * <p>
 * Interpretation: standings count whole matches; a match whose second game is not among the counted rounds is not
 * counted yet (its first game alone is not a match result). A pairing of round 2k-1 that round 2k does not repeat
 * keeps its one game.
 */
public final class TwoGameMatchRounds {

    private TwoGameMatchRounds() {
    }

    /** The match scoring of Điều 21.2 over {@code t}'s game scoring: an absent opponent gives both games' win. */
    public static MatchScoring scoring(Tournament t) {
        Scoring games = t.scoring();
        return new MatchScoring(games, Points.ONE, Points.HALF, Points.ZERO, Points.ONE, games.win().plus(games.win()));
    }

    /**
     * The matches of {@code t} among its first {@code afterRound} rounds (only whole matches: {@code afterRound / 2}
     * of them), scored by {@link #scoring}.
     */
    public static Tournament fold(Tournament t, int afterRound) {
        int matches = afterRound / 2;
        List<Round> out = new ArrayList<>();
        for (int k = 1; k <= matches; k++) {
            Round first = round(t, 2 * k - 1);
            Round second = round(t, 2 * k);
            if (first == null) {
                continue;
            }
            List<Pairing> pairings = new ArrayList<>();
            for (Pairing p : first.pairings()) {
                List<GameResult> games = new ArrayList<>(p.games());
                for (Pairing q : second == null ? List.<Pairing>of() : second.pairings()) {
                    if (q.first() == p.second() && q.second() == p.first()) {
                        q.games().forEach(g -> games.add(GameResult.of(g.forSecond(), g.forFirst())));
                    } else if (q.first() == p.first() && q.second() == p.second()) {
                        games.addAll(q.games());
                    }
                }
                pairings.add(new Pairing(p.board(), p.first(), p.second(), games, p.scoresheet()));
            }
            out.add(new Round(k, first.date(), first.published() && second != null && second.published(), pairings,
                    first.byes()));
        }
        List<Withdrawal> withdrawals = t.withdrawals().stream()
                .map(w -> new Withdrawal(w.player(), w.lastRound() / 2)).toList();
        List<LateEntry> late = t.lateEntries().stream()
                .map(e -> new LateEntry(e.player(), (e.firstRound() + 1) / 2)).toList();
        return new Tournament(t.info().withPlannedRounds(matches), t.scoring(), t.players(), t.teams(), out, withdrawals,
                late, java.util.Optional.of(scoring(t)));
    }

    private static Round round(Tournament t, int number) {
        return t.rounds().stream().filter(r -> r.number() == number).findFirst().orElse(null);
    }
}
