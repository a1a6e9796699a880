package org.chessarbiter.tournament.report;

import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;

/** Shared pieces of the printable HTML reports: escaping, the page frame, labels, result symbols. */
final class Html {

    private Html() {
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    static String label(String key, Locale locale, Object... args) {
        return escape(text(key, locale, args));
    }

    /** The text of {@code key} of this package's {@code messages} bundle, not escaped. */
    static String text(String key, Locale locale, Object... args) {
        return Message.of(Html.class, key, args).format(locale);
    }

    static void open(StringBuilder b, String title, Locale locale) {
        head(b, title, locale);
        b.append("<h1>").append(escape(title)).append("</h1>\n");
    }

    /** The page frame up to the body, without a heading: documents of many pages give each page its own. */
    static void head(StringBuilder b, String title, Locale locale) {
        b.append("<!DOCTYPE html>\n<html lang=\"").append(locale.getLanguage()).append("\">\n<head>\n<meta charset=\"UTF-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n")
                .append("body{font-family:sans-serif}table{border-collapse:collapse}th,td{border:1px solid #444;padding:2px 6px}")
                .append("td.n{text-align:right}td.x{background:#ccc}")
                .append("@page{size:A4;margin:12mm}@media print{body{margin:0}table{page-break-inside:auto}tr{page-break-inside:avoid}}")
                .append(".page{break-after:page;page-break-after:always}.page:last-child{break-after:auto;page-break-after:auto}")
                .append(".keep{break-inside:avoid;page-break-inside:avoid}.slip{border:1px dashed #444;padding:6px;margin:0 0 8mm 0}")
                .append(".wide{width:100%}.line{display:inline-block;min-width:40mm;border-bottom:1px solid #444}td.blank{height:7mm}\n")
                .append("</style>\n</head>\n<body>\n");
    }

    /**
     * A round's date as the reader's language writes one (24/11/2026 in Vietnamese, 24 November 2026 in English). The
     * tournament keeps it as its file gives it: YY/MM/DD in a TRF's record 132 (FIDE TRF-16), or YYYY/MM/DD; printed as
     * such, 26/11/24 reads as the 26th of November 2024. Any other text is printed as it is.
     */
    static String date(String given, Locale locale) {
        return escape(Round.day(given).map(d -> d.format(DateTimeFormatter.ofPattern(text("datePattern", locale), locale))).orElse(given));
    }

    /** The colour of {@code side} as arbiters say it: White / Black in chess, Red / Black in xiangqi (Trắng / Đen, Đỏ / Đen). */
    static String side(GameKind game, Side side, Locale locale) {
        return text(side == Side.SECOND ? "black" : game == GameKind.XIANGQI ? "red" : "white", locale);
    }

    /** The player's name, or "" when the start number is unknown. */
    static String name(Tournament t, int startNumber) {
        return t.player(startNumber).map(Player::name).orElse("");
    }

    /** The round of {@code t} numbered {@code number}, or a round without games when it is not paired. */
    static Round round(Tournament t, int number) {
        return t.rounds().stream().filter(r -> r.number() == number).findFirst()
                .orElseGet(() -> new Round(number, "", false, java.util.List.of(), java.util.List.of()));
    }

    static void close(StringBuilder b) {
        b.append("</body>\n</html>\n");
    }

    /** Points as shown to arbiters: 2½, ½, 3 (exact; other fractions as decimals). */
    static String points(Points p) {
        if (p.denominator() == 2) {
            long whole = p.numerator() / 2;
            return (whole == 0 ? (p.numerator() < 0 ? "-" : "") : Long.toString(whole)) + "½";
        }
        return p.toDecimal(2);
    }

    /** The symbol of an outcome in a crosstable: 1 ½ 0, + and - for forfeits, X for annulled (Điều 21.5.1). */
    static String symbol(Outcome o) {
        return switch (o) {
            case WIN, UNRATED_WIN, FULL_BYE, PAIRING_BYE -> "1";
            case DRAW, UNRATED_DRAW, HALF_BYE -> "½";
            case LOSS, UNRATED_LOSS, ZERO_BYE -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "-";
            case ANNULLED -> "X";
            case NOT_PAIRED, PENDING -> "";
        };
    }
}
