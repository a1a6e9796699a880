package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * The English-style match between two teams (000 16.2.2, 001 30.2.2, "đối kháng kiểu Anh"): every
 * player of team A meets every player of team B, one game each, in n rounds. The schedules printed
 * for 3, 4, 5 and 6 players follow one rotation: in round r, A's player i meets B's player
 * {@code i - r} (taken in 1..n), so that the players with the same number meet in the last
 * round.
 * <p>
 * Colours (same articles): A's odd numbers have white against B's odd numbers and black against
 * the even ones; A's even numbers have white against B's even numbers and black against the odd
 * ones. Hence A has white in every same-number game and, with an odd number of players, one white
 * more than B.
 * <p>
 * Interpretation: 000 says the form is used when teams have "6 người trở lên" (six or more), 001
 * says "6 người trở xuống" (six or fewer); both print schedules for 3–6 only. The rotation is
 * defined for any size, so any size from 1 to {@link #MAX_PLAYERS} is accepted.
 */
public final class EnglishMatch {

    /** The largest team accepted. */
    public static final int MAX_PLAYERS = 100;

    private EnglishMatch() {
    }

    /** @return the rounds of the match, each with its games in board order, or why not */
    public static Checked<List<List<TeamGame>>> schedule(int players) {
        if (players < 1 || players > MAX_PLAYERS) {
            return Checked.fail(SystemMessages.invalid(Location.part("players"), "error.teamSize", players, MAX_PLAYERS));
        }
        List<List<TeamGame>> rounds = new ArrayList<>();
        for (int r = 1; r <= players; r++) {
            List<TeamGame> games = new ArrayList<>();
            for (int a = 1; a <= players; a++) {
                int b = Math.floorMod(a - r - 1, players) + 1;
                games.add(new TeamGame(a, a, b, aHasWhite(a, b)));
            }
            rounds.add(games);
        }
        return Checked.ok(rounds);
    }

    /** @return true when A's player {@code a} has white against B's player {@code b} (16.2.2) */
    public static boolean aHasWhite(int a, int b) {
        return a % 2 == b % 2;
    }
}
