package org.chessarbiter.regulations.validation;

import java.util.Optional;
import java.util.OptionalInt;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.BoardOrder;
import org.chessarbiter.regulations.regulations.GamesPerMatchSetting;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.SystemSetting;
import org.chessarbiter.regulations.regulations.Unit;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.eclipse.xtext.validation.Check;

/**
 * The competition system against the entrants and the rounds (000 Part 2 Art. 7-16; Luật cờ Tướng 2004 Điều
 * 25-29): each message is located at the system.
 */
public class SystemChecks extends RegulationsChecks {

    /** Swiss systems are for many players, "by rule 20 or more" (000 Part 2 Art. 12; Luật cờ Tướng 2004 Điều 27). */
    static final int SWISS_MINIMUM = 20;

    /** The system is one the project pairs. */
    @Check
    public void systemIsKnown(SystemSetting setting) {
        if (SystemCode.of(setting.getSystem()).isEmpty()) {
            error(text("unknownSystem", setting.getSystem(), String.join(", ", SystemCode.codes())), setting,
                    Literals.SYSTEM_SETTING__SYSTEM, RegulationsIssueCodes.UNKNOWN_SYSTEM, setting.getSystem());
        }
    }

    /** The rounds are those the system plays with the entrants announced. */
    @Check
    public void systemFitsEntrantsAndRounds(SystemSetting setting) {
        RegulationsFacts facts = RegulationsFacts.of(setting);
        Optional<SystemCode> code = SystemCode.of(setting.getSystem());
        OptionalInt entrants = facts.entrants();
        if (code.isEmpty() || entrants.isEmpty()) {
            return;
        }
        int n = entrants.getAsInt();
        OptionalInt rounds = facts.rounds();
        CompetitionSystem system = code.get().system();
        if (n < 2) {
            error(text("tooFewEntrants", n), setting, Literals.SYSTEM_SETTING__SYSTEM, RegulationsIssueCodes.SYSTEM_UNFIT);
        } else if (code.get().isRoundRobin()) {
            int cycle = n % 2 == 0 ? n - 1 : n;
            int expected = system == CompetitionSystem.DOUBLE_ROUND_ROBIN ? 2 * cycle : cycle;
            if (rounds.isPresent() && rounds.getAsInt() != expected) {
                error(text(system == CompetitionSystem.DOUBLE_ROUND_ROBIN ? "doubleRoundRobinRounds" : "roundRobinRounds", n, expected,
                        rounds.getAsInt()), setting, Literals.SYSTEM_SETTING__SYSTEM, RegulationsIssueCodes.SYSTEM_UNFIT);
            }
        } else if (system == CompetitionSystem.SCHEVENINGEN) {
            if (n % 2 != 0 || rounds.isPresent() && rounds.getAsInt() != n / 2) {
                error(text("scheveningenRounds", n, n / 2, rounds.orElse(n / 2)), setting, Literals.SYSTEM_SETTING__SYSTEM,
                        RegulationsIssueCodes.SYSTEM_UNFIT);
            }
        } else if (system == CompetitionSystem.KNOCKOUT) {
            int expected = 32 - Integer.numberOfLeadingZeros(n - 1);
            if (rounds.isPresent() && rounds.getAsInt() != expected) {
                error(text("knockoutRounds", n, expected, rounds.getAsInt(), (1 << expected) - n), setting,
                        Literals.SYSTEM_SETTING__SYSTEM, RegulationsIssueCodes.SYSTEM_UNFIT);
            } else if (Integer.bitCount(n) != 1) {
                warning(text("knockoutByes", n, (1 << expected) - n), setting, Literals.SYSTEM_SETTING__SYSTEM,
                        RegulationsIssueCodes.KNOCKOUT_BYES);
            }
        } else if (code.get().isSwiss()) {
            if (rounds.isPresent() && rounds.getAsInt() >= n) {
                error(text("swissRounds", n, rounds.getAsInt()), setting, Literals.SYSTEM_SETTING__SYSTEM, RegulationsIssueCodes.SYSTEM_UNFIT);
            } else if (n < SWISS_MINIMUM && !code.get().isTeam()) {
                warning(text("swissFewEntrants", n, SWISS_MINIMUM), setting, Literals.SYSTEM_SETTING__SYSTEM,
                        RegulationsIssueCodes.SWISS_FEW_ENTRANTS);
            }
        }
    }

    /** A team system names the boards of a team; an individual one has none (000 Part 2 Art. 16, 16.1.3). */
    @Check
    public void teamsHaveBoards(SystemSetting setting) {
        Optional<SystemCode> code = SystemCode.of(setting.getSystem());
        if (code.isEmpty()) {
            return;
        }
        if (code.get().isTeam() && setting.getBoards() < 1) {
            error(text("teamWithoutBoards", setting.getSystem()), setting, Literals.SYSTEM_SETTING__SYSTEM,
                    RegulationsIssueCodes.TEAM_BOARDS);
        } else if (!code.get().isTeam() && setting.getBoards() > 0) {
            error(text("boardsWithoutTeams", setting.getSystem()), setting, Literals.SYSTEM_SETTING__BOARDS,
                    RegulationsIssueCodes.TEAM_BOARDS);
        }
        if (setting.isBaku() && code.get().system() != CompetitionSystem.SWISS_DUTCH) {
            error(text("bakuNotDutch", setting.getSystem()), setting, Literals.SYSTEM_SETTING__BAKU, RegulationsIssueCodes.BAKU_NOT_DUTCH);
        }
    }

    /** Smallest team whose players may be set again on the boards after a game (000 Part 2 Art. 16.1.3: "30-40 or more"). */
    static final int REARRANGED_MINIMUM_BOARDS = 30;

    /**
     * A team's players keep the board of the order it handed in; only a friendly match of two teams of 30 or more
     * players a side may set them again after a game (000 Part 2 Art. 16.1.3).
     */
    @Check
    public void boardOrderIsFixedButInALargeMatch(SystemSetting setting) {
        if (setting.getBoardOrder() != BoardOrder.REARRANGED || setting.getBoards() < 1) {
            return;
        }
        OptionalInt entrants = RegulationsFacts.of(setting).entrants();
        if (setting.getBoards() < REARRANGED_MINIMUM_BOARDS || entrants.isPresent() && entrants.getAsInt() != 2) {
            error(text("boardOrderRearranged", setting.getBoards(), REARRANGED_MINIMUM_BOARDS), setting,
                    Literals.SYSTEM_SETTING__BOARD_ORDER, RegulationsIssueCodes.TEAM_BOARDS);
        }
    }

    /** In a team event each unit sends at least a team: its boards (000 Part 2 Art. 16.1.3). */
    @Check
    public void unitsFillTheirBoards(Unit unit) {
        Optional<SystemSetting> system = RegulationsFacts.of(unit).first(SystemSetting.class);
        if (system.isEmpty() || unit.getQuota() == 0 || SystemCode.of(system.get().getSystem()).filter(SystemCode::isTeam).isEmpty()) {
            return;
        }
        if (unit.getQuota() < system.get().getBoards()) {
            error(text("unitBelowBoards", unit.getName(), unit.getQuota(), system.get().getBoards()), unit, Literals.UNIT__QUOTA,
                    RegulationsIssueCodes.TEAM_BOARDS);
        }
    }

    /** A pairing plays at least one game (Luật cờ Tướng 2004 Điều 21.2: a match of two games). */
    @Check
    public void gamesPerMatchArePositive(GamesPerMatchSetting setting) {
        if (setting.getGames() < 1) {
            error(text("gamesNotPositive", setting.getGames()), setting, Literals.GAMES_PER_MATCH_SETTING__GAMES,
                    RegulationsIssueCodes.ROUNDS_NOT_POSITIVE);
        }
    }
}
