package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * A team: its members by start number in the order the team submitted them (000 Part 2
 * Art. 16.1.3: strongest first); the first {@code boards} members are the regular board players,
 * the rest are reserves (16.1.4).
 */
public record Team(int number, String name, List<Integer> members, int boards) {

    public Team {
        members = List.copyOf(members);
        if (boards < 0 || boards > members.size()) {
            throw new IllegalArgumentException("boards " + boards + " outside 0.." + members.size());
        }
    }

    /** The 1-based board order of a member (reserves after the regular boards), or 0 if not a member. */
    public int boardOf(int startNumber) {
        return members.indexOf(startNumber) + 1;
    }
}
