package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * How a withdrawal rewrites the result grid. Three rules of the seeds:
 * <ul>
 * <li>{@link #xiangqiRoundRobin()}: Luật cờ Tướng 2004 Điều 21.5.1 — a player who withdraws having
 * played at most half of his games ("nửa số trận đấu trở xuống", e.g. 4 of 8) has all his games
 * annulled, his opponents' points from them too (marked X); otherwise his results stand and his
 * remaining games are won by the opponents.</li>
 * <li>{@link #chessPart2()}: 000 Part 2 Art. 4.2-4.3 (chess, every system) — withdrawn having played
 * fewer than half ("ít hơn một nửa") of the games: results not counted for ranking (in a Swiss the
 * games played count for norms only, which this grid does not compute); half or more: results stand,
 * unplayed games "-" for him and "+" for the opponent. Interpretation: exactly half keeps the
 * results here, while it annuls under Điều 21.5.1 (pinned by tests).</li>
 * <li>{@link #xiangqiSwiss()}: Điều 21.5.2 — Swiss: results stand whatever was played; whoever is
 * paired against the withdrawn player wins (0 for him, X for the opponent).</li>
 * </ul>
 * Games counted as played include adjourned ones (Art. 4.2 "kể cả những ván hoãn đấu"); when the
 * results stand, an adjourned game of the withdrawn player is won by the opponent (Art. 4.3 "đối
 * phương được ghi 1 điểm vào ván hoãn đấu"), as are his games after the withdrawal.
 */
public record WithdrawalRule(Annulment annulment, String article) {

    /** When the withdrawn player's games are annulled. */
    public enum Annulment { NEVER, AT_MOST_HALF_PLAYED, LESS_THAN_HALF_PLAYED }

    public static WithdrawalRule xiangqiRoundRobin() {
        return new WithdrawalRule(Annulment.AT_MOST_HALF_PLAYED, "Luật cờ Tướng 2004 Điều 21.5.1");
    }

    public static WithdrawalRule xiangqiSwiss() {
        return new WithdrawalRule(Annulment.NEVER, "Luật cờ Tướng 2004 Điều 21.5.2");
    }

    public static WithdrawalRule chessPart2() {
        return new WithdrawalRule(Annulment.LESS_THAN_HALF_PLAYED, "000 Part 2 Art. 4.2-4.3");
    }

    /**
     * The seeds' rule for a tournament: xiangqi by Điều 21.5 (round robin, else Swiss); chess by 000
     * Part 2 Art. 4.2-4.3 whatever the system, since Art. 4.2 names the Swiss itself ("đấu theo hệ
     * Thụy Sĩ": the games played by a player who withdrew before half of them count only for norms,
     * none for the ranking).
     */
    public static WithdrawalRule defaultFor(TournamentInfo info) {
        if (info.game() == GameKind.XIANGQI) {
            return info.system().isAllPlayAll() ? xiangqiRoundRobin() : xiangqiSwiss();
        }
        return chessPart2();
    }

    /**
     * Applies the rule to each withdrawal. The games a player was scheduled to play are the rounds
     * of the tournament less his byes (in a round robin with an odd number of players, the free round).
     */
    public ResultGrid apply(ResultGrid grid, List<Withdrawal> withdrawals) {
        ResultGrid g = grid;
        for (Withdrawal w : withdrawals) {
            int i = g.index(w.player());
            if (i >= 0) {
                int scheduled = 0;
                for (int r = 1; r <= g.rounds(); r++) {
                    scheduled += g.cell(i, r).outcome().kind() == Outcome.Kind.BYE ? 0 : 1;
                }
                g = applyOne(g, i, w.lastRound(), scheduled);
            }
        }
        return g;
    }

    private ResultGrid applyOne(ResultGrid g, int i, int lastRound, int scheduledGames) {
        int played = 0;
        for (int r = 1; r <= Math.min(lastRound, g.rounds()); r++) {
            Outcome o = g.cell(i, r).outcome();
            if (o.isPlayed() || o == Outcome.PENDING) {
                played++;
            }
        }
        boolean annul = switch (annulment) {
            case NEVER -> false;
            case AT_MOST_HALF_PLAYED -> 2 * played <= scheduledGames;
            case LESS_THAN_HALF_PLAYED -> 2 * played < scheduledGames;
        };
        for (int r = 1; r <= g.rounds(); r++) {
            Cell c = g.cell(i, r);
            int o = g.index(c.opponent());
            if (!c.hasOpponent() || o < 0) {
                continue;
            }
            if (annul) {
                g = g.with(i, r, c.withOutcome(Outcome.ANNULLED));
                g = g.with(o, r, g.cell(o, r).withOutcome(Outcome.ANNULLED));
            } else if (r > lastRound || c.outcome() == Outcome.PENDING) {
                g = g.with(i, r, c.withOutcome(Outcome.FORFEIT_LOSS));
                g = g.with(o, r, g.cell(o, r).withOutcome(Outcome.FORFEIT_WIN));
            }
        }
        return g;
    }
}
