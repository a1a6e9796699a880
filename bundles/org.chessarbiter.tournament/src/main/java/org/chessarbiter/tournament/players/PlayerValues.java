package org.chessarbiter.tournament.players;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values of a player's fields as people write them in a spreadsheet, in the form the tournament
 * keeps them (as TRF writes them): a rating 0-3500 (blank: unrated), a FIDE ID of digits, a birth date
 * {@code YYYY/MM/DD} or a year (from {@code 1990}, {@code 1990-05-17}, {@code 17/05/1990},
 * {@code 17.05.1990}), the sex {@code m} or {@code w} (from M, F, W, male, female, nam, nữ), a FIDE title
 * (GM, IM, WGM, FM, WIM, CM, WFM, WCM), a federation of three letters. Empty when the text is not one.
 */
final class PlayerValues {

    /** The FIDE titles (TRF writes them as here). */
    static final List<String> TITLES = List.of("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM");

    /** The highest rating taken as one. */
    static final int MAX_RATING = 3500;

    private static final Pattern YEAR = Pattern.compile("(\\d{4})");
    private static final Pattern YEAR_FIRST = Pattern.compile("(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})");
    private static final Pattern DAY_FIRST = Pattern.compile("(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{4})");

    private PlayerValues() {
    }

    static Optional<Integer> rating(String text) {
        if (text.isBlank()) {
            return Optional.of(0);
        }
        if (!text.matches("\\d{1,4}")) {
            return Optional.empty();
        }
        int r = Integer.parseInt(text);
        return r <= MAX_RATING ? Optional.of(r) : Optional.empty();
    }

    static Optional<Long> fideId(String text) {
        if (text.isBlank()) {
            return Optional.of(0L);
        }
        return text.matches("\\d{1,11}") ? Optional.of(Long.parseLong(text)) : Optional.empty();
    }

    static Optional<String> birth(String text) {
        if (text.isBlank()) {
            return Optional.of("");
        }
        Matcher m;
        if ((m = YEAR.matcher(text)).matches()) {
            return year(Integer.parseInt(m.group(1))) ? Optional.of(m.group(1)) : Optional.empty();
        }
        if ((m = YEAR_FIRST.matcher(text)).matches()) {
            return date(m.group(1), m.group(2), m.group(3));
        }
        if ((m = DAY_FIRST.matcher(text)).matches()) {
            return date(m.group(3), m.group(2), m.group(1));
        }
        return Optional.empty();
    }

    private static boolean year(int y) {
        return y >= 1900 && y <= 2100;
    }

    private static Optional<String> date(String year, String month, String day) {
        try {
            java.time.LocalDate d = java.time.LocalDate.of(Integer.parseInt(year), Integer.parseInt(month), Integer.parseInt(day));
            return year(d.getYear()) ? Optional.of(String.format(Locale.ROOT, "%04d/%02d/%02d", d.getYear(), d.getMonthValue(),
                    d.getDayOfMonth())) : Optional.empty();
        } catch (java.time.DateTimeException e) {
            return Optional.empty();
        }
    }

    static Optional<String> sex(String text) {
        return switch (PlayerColumn.key(text)) {
            case "" -> Optional.of("");
            case "m", "male", "man", "nam" -> Optional.of("m");
            case "w", "f", "female", "woman", "nu" -> Optional.of("w");
            default -> Optional.empty();
        };
    }

    static Optional<String> title(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        return t.isEmpty() || TITLES.contains(t) ? Optional.of(t) : Optional.empty();
    }

    static Optional<String> federation(String text) {
        String f = text.strip().toUpperCase(Locale.ROOT);
        return f.isEmpty() || f.matches("[A-Z]{3}") ? Optional.of(f) : Optional.empty();
    }
}
