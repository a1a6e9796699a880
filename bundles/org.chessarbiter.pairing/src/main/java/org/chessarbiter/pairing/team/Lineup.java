package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * A team's players for one round: the regulars in board order (000 16.1.3: the strongest on board
 * 1) and the reserves, with the substitution rules of 000 16.1.4 / 001 30.1.4.
 *
 * @param regulars the players on boards 1..n
 * @param reserves the reserves, in the order they are used
 */
public record Lineup(List<String> regulars, List<String> reserves) {

    /** 16.1.4: a reserve may replace a regular no later than 15 minutes after the start. */
    public static final int LATEST_MINUTES = 15;

    /** 16.1.4: the friendly-match rule applies when each team has at least 30 players. */
    public static final int FRIENDLY_MASS_MATCH = 30;

    public Lineup {
        regulars = List.copyOf(regulars);
        reserves = List.copyOf(reserves);
    }

    /**
     * A reserve replaces the regular of {@code board} on that very board (16.1.4: "thay đấu thủ dự
     * bị vào đúng bảng có đấu thủ phải nghỉ đấu").
     *
     * @param board            the board of the absent regular, 1-based
     * @param reserve          index of the reserve in {@link #reserves()}, 0-based
     * @param minutesAfterStart minutes after the scheduled start at which the change is asked
     * @param gameStarted      true when the regular's game has already started
     * @return the new lineup, or the article that forbids the change
     */
    public Checked<Lineup> substitute(int board, int reserve, int minutesAfterStart, boolean gameStarted) {
        if (board < 1 || board > regulars.size()) {
            return Checked.fail(SystemMessages.invalid(Location.part("board"), "error.noSuchBoard", board, regulars.size()));
        }
        if (reserve < 0 || reserve >= reserves.size()) {
            return Checked.fail(SystemMessages.invalid(Location.part("reserve"), "error.noSuchReserve", reserve + 1, reserves.size()));
        }
        if (gameStarted) {
            // 16.1.4: "tuyệt đối không được tiến hành khi ván cờ đang dở dang ... coi như đấu thủ thua
            // ván cờ đó và đấu thủ dự bị chỉ vào thay thế trong lượt đấu sau"
            return Checked.fail(SystemMessages.invalid(Location.part("board"), "error.substitutionDuringGame", board));
        }
        if (minutesAfterStart > LATEST_MINUTES) {
            return Checked.fail(SystemMessages.invalid(Location.part("minutesAfterStart"), "error.substitutionTooLate",
                    minutesAfterStart, LATEST_MINUTES));
        }
        List<String> r = new ArrayList<>(regulars);
        List<String> s = new ArrayList<>(reserves);
        r.set(board - 1, s.remove(reserve));
        return Checked.ok(new Lineup(r, s));
    }

    /**
     * The friendly mass match rule (16.1.4, teams of 30 or more): the players below the absent
     * regular move up one board and the first reserve takes the last board.
     *
     * @param board the board of the absent regular, 1-based
     * @return the new lineup, or why the rule does not apply
     */
    public Checked<Lineup> substituteByMovingUp(int board) {
        if (regulars.size() < FRIENDLY_MASS_MATCH) {
            return Checked.fail(SystemMessages.invalid(Location.part("regulars"), "error.notMassMatch", regulars.size(),
                    FRIENDLY_MASS_MATCH));
        }
        if (board < 1 || board > regulars.size()) {
            return Checked.fail(SystemMessages.invalid(Location.part("board"), "error.noSuchBoard", board, regulars.size()));
        }
        if (reserves.isEmpty()) {
            return Checked.fail(SystemMessages.invalid(Location.part("reserve"), "error.noSuchReserve", 1, 0));
        }
        List<String> r = new ArrayList<>(regulars);
        List<String> s = new ArrayList<>(reserves);
        r.remove(board - 1);
        r.add(s.remove(0));
        return Checked.ok(new Lineup(r, s));
    }
}
