package org.chessarbiter.rules.clock;

import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.LawEdition;

/** The {@link ClockLaw} of each law edition the regulations may name. */
public final class ClockLaws {
    private static final List<ClockLaw> ALL = List.of(new Fide2018ClockLaw(), new Fide2000ClockLaw(), new XiangqiClockLaw());

    private ClockLaws() {
    }

    /** The clock law of {@code edition} (compared by id), if this bundle knows it. */
    public static Optional<ClockLaw> of(LawEdition edition) {
        for (ClockLaw l : ALL) { // asked for every game checked
            if (l.edition().id().equals(edition.id())) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** Every clock law known. */
    public static List<ClockLaw> all() {
        return ALL;
    }
}
