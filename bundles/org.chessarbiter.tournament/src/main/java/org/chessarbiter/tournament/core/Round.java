package org.chessarbiter.tournament.core;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * A round: its number, its date as written ("" if none), whether it was published (a published
 * round is never rewritten by the pairing engine), its pairings and byes.
 */
public record Round(int number, String date, boolean published, List<Pairing> pairings, List<Bye> byes) {

    public Round {
        pairings = List.copyOf(pairings);
        byes = List.copyOf(byes);
    }

    private static final DateTimeFormatter SLASHED = DateTimeFormatter.ofPattern("uuuu/MM/dd");

    /**
     * The day of the round, when its date is one: YY/MM/DD as a TRF's record 132 writes it (FIDE TRF-16, a year of this
     * century), or YYYY/MM/DD; empty for any other text. Shown to a reader in his language's way, 26/11/24 is the 24th
     * of November 2026, not the 26th of November 2024.
     */
    public Optional<LocalDate> day() {
        return day(date);
    }

    /** The day written as {@code given} (see {@link #day()}). */
    public static Optional<LocalDate> day(String given) {
        if (given == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(given.length() == 8 ? "20" + given : given, SLASHED));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether the round is paired: a game, or the pairing-allocated bye. A round that holds only the byes and absences
     * players asked for (a TRF lists the rounds planned, with those requests) is not paired yet.
     */
    public boolean isPaired() {
        return !pairings.isEmpty() || byes.stream().anyMatch(b -> b.kind() == ByeKind.PAIRING_ALLOCATED);
    }

    /** Whether the round is paired (a game or a bye) and every game of it has its result (none pending or adjourned). */
    public boolean isComplete() {
        return isPaired() && unfinished().isEmpty();
    }

    /** The boards with a game still without its result (pending or adjourned), in board order. */
    public List<Pairing> unfinished() {
        return pairings.stream().filter(p -> p.games().stream()
                .anyMatch(g -> g.forFirst() == Outcome.PENDING || g.forSecond() == Outcome.PENDING)).toList();
    }
}
