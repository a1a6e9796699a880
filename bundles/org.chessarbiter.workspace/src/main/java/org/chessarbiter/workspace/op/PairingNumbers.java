package org.chessarbiter.workspace.op;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;

/**
 * Pairing numbers (start numbers) by FIDE C.04.2 "Initial order": the players ranked by strength
 * (rating), then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none), then alphabetically; numbered
 * 1, 2, ... in that order. Renumbering rewrites every reference to a number (rounds, byes, teams,
 * withdrawals, late entries) so nothing changes but the numbers.
 */
final class PairingNumbers {

    /** C.04.2: the FIDE titles in their order, the untitled after them. */
    private static final List<String> TITLES = List.of("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM");

    /** The initial order of C.04.2: rating (higher first), title, name. */
    static final Comparator<Player> INITIAL_ORDER = Comparator.comparingInt((Player p) -> -p.fideRating())
            .thenComparingInt(p -> title(p.title())).thenComparing(p -> p.name().toLowerCase(Locale.ROOT));

    private PairingNumbers() {
    }

    private static int title(String t) {
        int i = TITLES.indexOf(t.strip().toUpperCase(Locale.ROOT));
        return i < 0 ? TITLES.size() : i;
    }

    /** The new number of each player when {@code players} are numbered in the initial order (C.04.2). */
    static Map<Integer, Integer> initialOrder(List<Player> players) {
        List<Player> sorted = new ArrayList<>(players);
        sorted.sort(INITIAL_ORDER.thenComparingInt(Player::startNumber));
        Map<Integer, Integer> map = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            map.put(sorted.get(i).startNumber(), i + 1);
        }
        return map;
    }

    /**
     * {@code t} with {@code entrant} (whatever number it has) entered: numbered with the others in the
     * initial order (C.04.2) when {@code reassign}, else after every number given (the next free one).
     *
     * @return the tournament and the entrant's number
     */
    static Map.Entry<Tournament, Integer> entered(Tournament t, Player entrant, boolean reassign) {
        int next = t.players().stream().mapToInt(Player::startNumber).max().orElse(0) + 1;
        List<Player> players = new ArrayList<>(t.players());
        players.add(new Player(next, entrant.name(), entrant.sex(), entrant.title(), entrant.nationalGrade(), entrant.birthDate(),
                entrant.federation(), entrant.club(), entrant.fideId(), entrant.fideRating(), entrant.nationalRating()));
        Tournament with = t.withPlayers(players);
        if (!reassign) {
            return Map.entry(with, next);
        }
        Map<Integer, Integer> map = initialOrder(players);
        return Map.entry(renumbered(with, map), map.get(next));
    }

    /** {@code t} with every start number {@code n} replaced by {@code map.get(n)} (unchanged when absent). */
    static Tournament renumbered(Tournament t, Map<Integer, Integer> map) {
        List<Player> players = t.players().stream().map(p -> new Player(to(map, p.startNumber()), p.name(), p.sex(), p.title(),
                p.nationalGrade(), p.birthDate(), p.federation(), p.club(), p.fideId(), p.fideRating(), p.nationalRating()))
                .sorted(Comparator.comparingInt(Player::startNumber)).toList();
        List<Team> teams = t.teams().stream().map(x -> new Team(x.number(), x.name(),
                x.members().stream().map(m -> to(map, m)).toList(), x.boards())).toList();
        List<Round> rounds = t.rounds().stream().map(r -> new Round(r.number(), r.date(), r.published(),
                r.pairings().stream().map(p -> new Pairing(p.board(), to(map, p.first()), to(map, p.second()), p.games(), p.scoresheet()))
                        .toList(),
                r.byes().stream().map(b -> new Bye(to(map, b.player()), b.kind())).toList())).toList();
        List<Withdrawal> withdrawals = t.withdrawals().stream().map(w -> new Withdrawal(to(map, w.player()), w.lastRound())).toList();
        List<LateEntry> late = t.lateEntries().stream().map(e -> new LateEntry(to(map, e.player()), e.firstRound())).toList();
        return new Tournament(t.info(), t.scoring(), players, teams, rounds, withdrawals, late, t.matches(), t.audit());
    }

    private static int to(Map<Integer, Integer> map, int n) {
        return map.getOrDefault(n, n);
    }
}
