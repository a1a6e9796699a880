package org.chessarbiter.tournament.players;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.chessarbiter.tournament.core.Player;

/**
 * The players of a tournament brought up to date from a FIDE rating list, fed one list entry at a time
 * (as {@link FideList} reads them): a player whose FIDE ID is on the list takes the list's rating,
 * title, federation and birth year (a full birth date of the same year is kept); nothing else of the
 * player changes. Only the tournament's players are held, never the list.
 */
public final class RatingUpdate implements Consumer<FideListEntry> {

    /** A player changed by the list: before and after. */
    public record Change(Player before, Player after) {
    }

    private final List<Player> players;
    private final Map<Long, Integer> byId = new HashMap<>();
    private final boolean[] found;

    public RatingUpdate(List<Player> players) {
        this.players = new ArrayList<>(players);
        this.found = new boolean[players.size()];
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).fideId() != 0) {
                byId.putIfAbsent(players.get(i).fideId(), i);
            }
        }
    }

    @Override
    public void accept(FideListEntry e) {
        Integer i = byId.get(e.fideId());
        if (i == null) {
            return;
        }
        found[i] = true;
        Player p = players.get(i);
        String birth = e.birthYear() == 0 || p.birthDate().startsWith(Integer.toString(e.birthYear())) ? p.birthDate()
                : Integer.toString(e.birthYear());
        String federation = e.federation().isEmpty() ? p.federation() : e.federation();
        String title = PlayerValues.TITLES.contains(e.title()) ? e.title() : "";
        players.set(i, new Player(p.startNumber(), p.name(), p.sex(), title, p.nationalGrade(), birth, federation, p.club(), p.fideId(),
                e.rating(), p.nationalRating()));
    }

    /** The players, updated, in their order. */
    public List<Player> players() {
        return List.copyOf(players);
    }

    /** The players the list changed, in the tournament's order. */
    public List<Change> changes(List<Player> before) {
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).equals(players.get(i))) {
                changes.add(new Change(before.get(i), players.get(i)));
            }
        }
        return changes;
    }

    /** The players with a FIDE ID that the list does not hold. */
    public List<Player> unmatched() {
        List<Player> out = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).fideId() != 0 && !found[i]) {
                out.add(players.get(i));
            }
        }
        return out;
    }
}
