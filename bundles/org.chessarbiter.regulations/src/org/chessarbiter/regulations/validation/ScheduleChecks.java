package org.chessarbiter.regulations.validation;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

import org.chessarbiter.regulations.regulations.DatesSetting;
import org.chessarbiter.regulations.regulations.DeadlineSetting;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.RoundDate;
import org.chessarbiter.regulations.regulations.RoundsPerDaySetting;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;

/**
 * Dates: the event's (Luật cờ Tướng 2004 phụ lục 5 items 2 and 6; 000 Part 2 Art. 2.2), every round inside them
 * and in order, no day with more rounds than the regulations state, the registration deadline before the start
 * (phụ lục 5 item 15).
 */
public class ScheduleChecks extends RegulationsChecks {

    /** A date is a day of the calendar; an unknown day is an error where it is written. */
    private Optional<LocalDate> day(String text, EObject owner, EStructuralFeature feature) {
        Optional<LocalDate> date = RegulationsFacts.date(text);
        if (date.isEmpty()) {
            error(text("badDate", text), owner, feature, RegulationsIssueCodes.BAD_DATE);
        }
        return date;
    }

    @Check
    public void datesInOrder(DatesSetting dates) {
        Optional<LocalDate> from = day(dates.getFrom(), dates, Literals.DATES_SETTING__FROM);
        Optional<LocalDate> to = day(dates.getTo(), dates, Literals.DATES_SETTING__TO);
        if (from.isPresent() && to.isPresent() && to.get().isBefore(from.get())) {
            error(text("datesReversed", dates.getFrom(), dates.getTo()), dates, Literals.DATES_SETTING__TO,
                    RegulationsIssueCodes.ROUND_OUTSIDE_DATES);
        }
    }

    /** A round is played between the first and the last day of the event, after the rounds before it. */
    @Check
    public void roundInsideTheDates(RoundDate round) {
        Optional<LocalDate> day = day(round.getDate(), round, Literals.ROUND_DATE__DATE);
        if (round.getTime() != null && !validTime(round.getTime())) {
            error(text("badTime", round.getTime()), round, Literals.ROUND_DATE__TIME, RegulationsIssueCodes.BAD_DATE);
        }
        RegulationsFacts facts = RegulationsFacts.of(round);
        facts.rounds().ifPresent(rounds -> {
            if (round.getNumber() < 1 || round.getNumber() > rounds) {
                error(text("roundBeyond", round.getNumber(), rounds), round, Literals.ROUND_DATE__NUMBER,
                        RegulationsIssueCodes.ROUND_OUTSIDE_DATES);
            }
        });
        if (day.isEmpty()) {
            return;
        }
        Optional<DatesSetting> dates = facts.first(DatesSetting.class);
        Optional<LocalDate> from = dates.flatMap(d -> RegulationsFacts.date(d.getFrom()));
        Optional<LocalDate> to = dates.flatMap(d -> RegulationsFacts.date(d.getTo()));
        if (from.isPresent() && to.isPresent() && (day.get().isBefore(from.get()) || day.get().isAfter(to.get()))) {
            error(text("roundOutsideDates", round.getNumber(), round.getDate(), dates.get().getFrom(), dates.get().getTo()), round,
                    Literals.ROUND_DATE__DATE, RegulationsIssueCodes.ROUND_OUTSIDE_DATES);
        }
        List<RoundDate> all = facts.all(RoundDate.class);
        if (all.stream().filter(r -> r.getNumber() == round.getNumber()).findFirst().orElse(round) != round) {
            error(text("roundTwice", round.getNumber()), round, Literals.ROUND_DATE__NUMBER, RegulationsIssueCodes.ROUND_OUTSIDE_DATES);
        }
        for (RoundDate other : all) {
            Optional<LocalDate> otherDay = RegulationsFacts.date(other.getDate());
            if (other.getNumber() < round.getNumber() && otherDay.isPresent() && otherDay.get().isAfter(day.get())) {
                error(text("roundsOutOfOrder", round.getNumber(), other.getNumber()), round, Literals.ROUND_DATE__DATE,
                        RegulationsIssueCodes.ROUND_OUTSIDE_DATES);
                return;
            }
        }
    }

    /**
     * The schedule plays no more rounds on a day than the regulations state (phụ lục 5 item 6): a round beyond them on
     * its day is an error at its date; and the event's days hold its rounds at that rate.
     */
    @Check
    public void roundsPerDayAsStated(RoundsPerDaySetting perDay) {
        int most = perDay.getRounds();
        if (most < 1) {
            error(text("roundsPerDayNotPositive", most), perDay, Literals.ROUNDS_PER_DAY_SETTING__ROUNDS,
                    RegulationsIssueCodes.ROUNDS_NOT_POSITIVE);
            return;
        }
        RegulationsFacts facts = RegulationsFacts.of(perDay);
        Map<LocalDate, List<RoundDate>> byDay = new TreeMap<>();
        for (RoundDate round : facts.all(RoundDate.class)) {
            RegulationsFacts.date(round.getDate()).ifPresent(d -> byDay.computeIfAbsent(d, k -> new ArrayList<>()).add(round));
        }
        byDay.values().stream().filter(rounds -> rounds.size() > most).forEach(rounds -> rounds.subList(most, rounds.size())
                .forEach(round -> error(text("roundsPerDay", round.getNumber(), rounds.size(), round.getDate(), most), round,
                        Literals.ROUND_DATE__DATE, RegulationsIssueCodes.ROUNDS_PER_DAY)));
        Optional<DatesSetting> dates = facts.first(DatesSetting.class);
        Optional<LocalDate> from = dates.flatMap(d -> RegulationsFacts.date(d.getFrom()));
        Optional<LocalDate> to = dates.flatMap(d -> RegulationsFacts.date(d.getTo()));
        if (from.isPresent() && to.isPresent() && !to.get().isBefore(from.get())) {
            long days = ChronoUnit.DAYS.between(from.get(), to.get()) + 1;
            OptionalInt rounds = facts.rounds();
            if (rounds.isPresent() && rounds.getAsInt() > days * most) {
                error(text("roundsPerDayTooFew", rounds.getAsInt(), days, most), perDay, Literals.ROUNDS_PER_DAY_SETTING__ROUNDS,
                        RegulationsIssueCodes.ROUNDS_PER_DAY);
            }
        }
    }

    /** The registration reaches the organisers before the event starts. */
    @Check
    public void deadlineBeforeTheStart(DeadlineSetting deadline) {
        Optional<LocalDate> day = day(deadline.getDate(), deadline, Literals.DEADLINE_SETTING__DATE);
        Optional<DatesSetting> dates = RegulationsFacts.of(deadline).first(DatesSetting.class);
        Optional<LocalDate> from = dates.flatMap(d -> RegulationsFacts.date(d.getFrom()));
        if (day.isPresent() && from.isPresent() && !day.get().isBefore(from.get())) {
            error(text("deadlineAfterStart", deadline.getDate(), dates.get().getFrom()), deadline, Literals.DEADLINE_SETTING__DATE,
                    RegulationsIssueCodes.DEADLINE_AFTER_START);
        }
    }

    private static boolean validTime(String time) {
        String[] parts = time.split(":");
        try {
            return parts.length == 2 && Integer.parseInt(parts[0].strip()) < 24 && Integer.parseInt(parts[1].strip()) < 60;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
