package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A team competition seen as a tournament of its teams: each team is a participant (start number =
 * team number) and each team match is one pairing whose games are the board games, board 1 first
 * (000 Part 2 Art. 16.1.3: the team list's order; a reserve who plays takes the next board,
 * 16.1.4). With {@link MatchScoring#teams} this gives match points and game points, and every
 * individual tie-break (BH, SB, DE, PS, ...) becomes its team variant over the primary score, as
 * FIDE C.07 defines the team tie-breaks.
 * <p>
 * A team's opponent in a round is the team of the opponent of its first member who met someone.
 * A round in which no member met anyone but the first member has a bye gives the team that bye.
 */
public final class TeamMatches {

    private TeamMatches() {
    }

    /** The tournament of the teams of {@code t}; its info and planned rounds are those of {@code t}. */
    public static Tournament of(Tournament t) {
        ResultGrid grid = ResultGrid.of(t);
        Map<Integer, Team> teamOf = new HashMap<>();
        List<Player> participants = new ArrayList<>();
        for (Team team : t.teams()) {
            team.members().forEach(m -> teamOf.put(m, team));
            participants.add(new Player(team.number(), team.name(), "", "", "", "", "", "", 0, 0, 0));
        }
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= grid.rounds(); r++) {
            rounds.add(round(t, grid, teamOf, r));
        }
        return new Tournament(t.info(), t.scoring(), participants, List.of(), rounds, List.of(), List.of());
    }

    private static Round round(Tournament t, ResultGrid grid, Map<Integer, Team> teamOf, int r) {
        List<Pairing> pairings = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        Set<Integer> done = new HashSet<>();
        for (Team team : t.teams()) {
            if (done.contains(team.number())) {
                continue;
            }
            List<GameResult> games = new ArrayList<>();
            Team opponent = null;
            Outcome firstBye = null;
            for (int member : team.members()) {
                int i = grid.index(member);
                if (i < 0) {
                    continue;
                }
                Cell c = grid.cell(i, r);
                if (!c.hasOpponent()) {
                    firstBye = firstBye == null && c.outcome().kind() == Outcome.Kind.BYE ? c.outcome() : firstBye;
                    continue;
                }
                opponent = opponent == null ? teamOf.get(c.opponent()) : opponent;
                int o = grid.index(c.opponent());
                GameResult g = o < 0 ? null : GameResult.of(c.outcome(), grid.cell(o, r).outcome());
                if (g != null && games.size() < Math.max(team.boards(), 1)) {
                    games.add(g);
                }
            }
            if (opponent != null && opponent.number() != team.number() && !games.isEmpty()) {
                done.add(team.number());
                done.add(opponent.number());
                pairings.add(new Pairing(pairings.size() + 1, team.number(), opponent.number(), games, ""));
            } else if (firstBye != null) {
                byes.add(new Bye(team.number(), byeKind(firstBye)));
            }
        }
        return new Round(r, "", false, pairings, byes);
    }

    private static ByeKind byeKind(Outcome o) {
        for (ByeKind k : ByeKind.values()) {
            if (k.outcome() == o) {
                return k;
            }
        }
        return ByeKind.ABSENT;
    }
}
