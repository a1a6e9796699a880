package org.chessarbiter.scoresheet.mapping;

import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.chessarbiter.rules.clock.TimeControl;

/**
 * The time controls that the regulations in scope of a scoresheet name (Luật cờ Tướng 2004 Điều 10.1;
 * FIDE 2018 6.3): each regulations document's name with the control it gives, in name order. Unreadable
 * controls are left out (the regulations language reports them where they are written).
 *
 * @param named the regulations documents ("name (file)") and their controls
 */
public record RegulationsTimeControl(TreeMap<String, TimeControl> named) {

    public RegulationsTimeControl {
        named = new TreeMap<>(named);
    }

    private static final RegulationsTimeControl NONE = new RegulationsTimeControl(new TreeMap<>());

    /** None in scope. */
    public static RegulationsTimeControl none() {
        return NONE;
    }

    /** The control to check clocks against: present when the regulations in scope name one and agree on it. */
    public Optional<TimeControl> control() {
        return named.isEmpty() || !agree() ? Optional.empty() : Optional.of(named.firstEntry().getValue());
    }

    /** Whether all regulations in scope name the same control (also when none or one does). */
    public boolean agree() {
        // asked for every game of a file read game by game: most have no regulations in scope, or one
        return named.size() <= 1 || named.values().stream().distinct().count() <= 1;
    }

    /** The names ("name (file)") of the regulations in scope that name a control, in order. */
    public List<String> names() {
        return List.copyOf(named.keySet());
    }
}
