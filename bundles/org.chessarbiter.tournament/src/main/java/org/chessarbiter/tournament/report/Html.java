package org.chessarbiter.tournament.report;

import java.util.Locale;
import org.chessarbiter.rules.Message;
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
        b.append("<!DOCTYPE html>\n<html lang=\"").append(locale.getLanguage()).append("\">\n<head>\n<meta charset=\"UTF-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n")
                .append("body{font-family:sans-serif}table{border-collapse:collapse}th,td{border:1px solid #444;padding:2px 6px}")
                .append("td.n{text-align:right}td.x{background:#ccc}@media print{body{margin:0}table{page-break-inside:auto}tr{page-break-inside:avoid}}\n")
                .append("</style>\n</head>\n<body>\n<h1>").append(escape(title)).append("</h1>\n");
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
