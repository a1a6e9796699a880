package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.knockout.KnockoutSystem;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * The team knockout (000 16.3, 001 30.3): "as the individual knockout, but the teams meet in matches, usually
 * English matches". The teams are the entrants of the {@link KnockoutSystem} bracket; each knockout stage is one
 * match between two teams:
 * <ul>
 * <li>an English match ({@link EnglishMatch}, 000 16.2.2, 001 30.2.2): as many rounds as the boards, every
 * player meeting every player of the other team, in the printed schedule's order; team A is the team the bracket
 * gives the first colour;</li>
 * <li>a simultaneous match (000 16.2.1, 001 30.2.1): one round, board against board ({@link TeamMatch}).</li>
 * </ul>
 * The team with more points over the match goes through (000 16.1.5); at equal points the better first board,
 * then the second, and so on (000 16.1.5, second paragraph). A match still level on every board is settled as
 * {@link LevelMatch} says: by default ({@link LevelMatch#NAMED}) it is a problem naming it, for the arbiter to
 * record how the regulations settle it; {@link LevelMatch#WHITE_OUT} applies 000 Art. 11 (to which 16.3 sends the
 * team knockout), "loại đấu thủ cầm quân Trắng": team A, the team the bracket gave White, goes out.
 * <p>
 * Interpretation: with two teams the bracket is one stage, so the system pairs a single English (or
 * simultaneous) match of 000 16.2, the "đối kháng" between two teams.
 */
public final class TeamKnockoutSystem implements PairingSystem {

    private final TeamLineups teams;
    private final boolean english;
    private final LevelMatch level;

    /**
     * A knockout whose match level on every board is named ({@link LevelMatch#NAMED}).
     *
     * @param teams   each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param english true for English matches, false for simultaneous ones
     */
    public TeamKnockoutSystem(List<List<Integer>> teams, boolean english) {
        this(teams, english, LevelMatch.NAMED);
    }

    /**
     * @param teams   each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param english true for English matches, false for simultaneous ones
     * @param level   what settles a match level on points and on every board
     */
    public TeamKnockoutSystem(List<List<Integer>> teams, boolean english, LevelMatch level) {
        this.teams = new TeamLineups(teams);
        this.english = english;
        this.level = java.util.Objects.requireNonNull(level, "level");
    }

    @Override
    public String id() {
        return english ? "TEAM_KNOCKOUT" : "TEAM_KNOCKOUT_SIMULTANEOUS";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of(english ? "system.teamKnockoutEnglish" : "system.teamKnockoutSimultaneous");
    }

    /** @return the rounds of one match: the boards for an English match, else 1 */
    public int roundsPerMatch() {
        return english ? teams.boards() : 1;
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = teams.check(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        int perMatch = roundsPerMatch();
        int stage = (request.round() - 1) / perMatch + 1;
        int matchRound = (request.round() - 1) % perMatch + 1;
        List<Message> settled = new ArrayList<>();
        Checked<PairingRequest> units = teams.unitRequest(request, stage, perMatch, (m, own, opponent) -> {
            int points = matchPoints(m, own, opponent);
            if (points != 5 && own.compareTo(opponent) == 0 && isTeamA(m)) {
                settled.add(SystemMessages.of("explain.teamKnockoutLevelWhiteOut", m.number(), m.team(), m.opponent()));
            }
            return points;
        });
        if (!units.isOk()) {
            return new PairingOutcome.Failed(units.errors());
        }
        PairingOutcome teamOutcome = new KnockoutSystem().pair(units.orThrow());
        if (teamOutcome instanceof PairingOutcome.Failed f) {
            return f;
        }
        RoundPairing teamRound = teamOutcome.orThrow();
        Explanation.Builder why = new Explanation.Builder().add(english
                ? SystemMessages.of("explain.teamKnockoutEnglish", stage, matchRound, perMatch, teams.boards())
                : SystemMessages.of("explain.teamKnockoutSimultaneous", stage, teams.boards()));
        settled.forEach(why::add);
        teamRound.explanation().lines().forEach(why::add);
        List<Board> out = new ArrayList<>();
        for (Board drawn : teamRound.boards()) {
            Board match = english && matchRound > 1 ? asStarted(request, drawn, request.round() - matchRound + 1) : drawn;
            why.add(SystemMessages.of("explain.teamKnockoutMatch", match.number(), match.white(), match.black()));
            if (english) {
                for (TeamGame g : EnglishMatch.schedule(teams.boards()).orThrow().get(matchRound - 1)) {
                    int a = teams.player(match.white(), g.teamAPlayer());
                    int b = teams.player(match.black(), g.teamBPlayer());
                    out.add(g.teamAWhite() ? new Board(out.size() + 1, a, b) : new Board(out.size() + 1, b, a));
                }
            } else {
                teams.addGames(new TeamMatch(match.number(), match.white(), match.black()), false, out);
            }
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), out, teams.byes(teamRound), why.build()));
    }

    /**
     * The match as its first round was played: team A (white here) is the team whose first board met the other team's
     * last board with the colour the schedule gives A1 (16.2.2: A1 - Bn in round 1, A1 white when n is odd), so that
     * the rounds of one English match keep their A and B whatever colour the file's first round gives the bracket.
     */
    private Board asStarted(PairingRequest request, Board match, int firstRound) {
        PastRound a1 = request.player(teams.player(match.white(), 1)).orElseThrow().history().get(firstRound - 1);
        return startedAsA(a1, match.black()) ? match : new Board(match.number(), match.black(), match.white());
    }

    /**
     * The match points of a match (000 16.1.5): more points win; at equal points the boards decide in order; a match
     * level on every board is level (5 each: named by the knockout) or, under {@link LevelMatch#WHITE_OUT}, lost by
     * team A.
     */
    private int matchPoints(TeamLineups.Stage match, TeamLineups.StageResult own, TeamLineups.StageResult opponent) {
        int byBoards = own.compareTo(opponent);
        if (byBoards == 0 && level == LevelMatch.WHITE_OUT) {
            return isTeamA(match) ? 0 : 10;
        }
        return byBoards > 0 ? 10 : byBoards == 0 ? 5 : 0;
    }

    /**
     * Whether the team was team A of the match, the team the bracket gave White: in a simultaneous match the team
     * whose first board had white (16.2.1), in an English match the team whose first board met the other's last
     * board in the match's first round with the colour the schedule gives A1 (16.2.2: A1 - Bn), as {@link #asStarted}
     * reads it.
     */
    private boolean isTeamA(TeamLineups.Stage match) {
        return english && teams.boards() > 1 ? startedAsA(match.firstBoard(), match.opponent())
                : match.firstBoard().colour() == Colour.WHITE;
    }

    /** Whether a first board's game of an English match's first round is A1's, against team {@code other}'s last board. */
    private boolean startedAsA(PastRound firstBoard, int other) {
        int n = teams.boards();
        return firstBoard.opponent() == teams.player(other, n)
                && firstBoard.colour() == (EnglishMatch.aHasWhite(1, n) ? Colour.WHITE : Colour.BLACK);
    }
}
