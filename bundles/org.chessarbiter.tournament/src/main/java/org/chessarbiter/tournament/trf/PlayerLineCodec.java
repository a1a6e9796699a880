package org.chessarbiter.tournament.trf;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * The 001 player record, TRF-16 / TRF26 columns (1-based): 5-8 start number, 10 sex, 11-13 title,
 * 15-47 name, 49-52 rating, 54-56 federation, 58-68 FIDE id, 70-79 birth date, 81-84 points,
 * 86-89 rank; then for each round r a 10-column block from column 90 + 10(r-1): opponent in
 * columns 3-6 of the block, colour in 8 (w, b, -), result in 10 (1 = 0 + - W D L H F U Z, blank).
 */
final class PlayerLineCodec {

    static final int FIRST_ROUND_COLUMN = 89;
    private static final String COLOURS = "wWbB- ";
    private static final String RESULTS = "10=+-WDLHFUZwdlhfuz ";

    private PlayerLineCodec() {
    }

    static TrfRecord.Player parse(TrfColumns c, TrfProblems p) {
        int before = p.count();
        p.blank(c, 3);
        String startText = c.field(4, 8).strip();
        int start = p.integer(c, 4, 8, "start number", 0);
        if (start <= 0 && p.count() == before) {
            p.at(4, "trf.expectedNumber", "start number", startText);
        }
        p.blank(c, 8);
        char sex = c.at(9);
        String title = c.field(10, 13).strip();
        p.blank(c, 13);
        String name = c.field(14, 47).strip();
        p.blank(c, 47);
        int rating = p.integer(c, 48, 52, "rating", 0);
        p.blank(c, 52);
        String fed = c.field(53, 56).strip();
        p.blank(c, 56);
        String id = c.field(57, 68).strip();
        p.blank(c, 68);
        String birth = c.field(69, 79).strip();
        p.blank(c, 79);
        String pointsText = c.field(80, 84).strip();
        Points points = pointsText.isEmpty() ? null : parsePoints(pointsText, 4);
        if (!pointsText.isEmpty() && points == null) {
            p.at(80, "trf.expectedPoints", pointsText);
        }
        p.blank(c, 84);
        int rank = p.integer(c, 85, 89, "rank", 0);
        List<TrfRecord.RoundCell> rounds = new ArrayList<>();
        for (int base = FIRST_ROUND_COLUMN; base < c.width(); base += 10) {
            p.blank(c, base);
            p.blank(c, base + 1);
            String oppText = c.field(base + 2, base + 6);
            int opp = p.integer(c, base + 2, base + 6, "opponent", 0);
            p.blank(c, base + 6);
            char colour = c.at(base + 7);
            if (COLOURS.indexOf(colour) < 0) {
                p.at(base + 7, "trf.expectedColour", String.valueOf(colour));
            }
            p.blank(c, base + 8);
            char result = c.at(base + 9);
            if (RESULTS.indexOf(result) < 0) {
                p.at(base + 9, "trf.expectedResult", String.valueOf(result));
            }
            if (oppText.isBlank() && colour == ' ' && result == ' ') {
                rounds.add(TrfRecord.RoundCell.EMPTY);
            } else {
                rounds.add(new TrfRecord.RoundCell(opp, colour, result));
            }
        }
        while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).isEmpty()) {
            rounds.remove(rounds.size() - 1);
        }
        if (p.count() > before) {
            return null;
        }
        return new TrfRecord.Player(start, sex, title, name, rating, fed, id, birth, points, rank, rounds);
    }

    static String format(TrfRecord.Player r) {
        StringBuilder b = new StringBuilder(120);
        b.append("001 ").append(TrfColumns.right(Integer.toString(r.startNumber()), 4)).append(' ')
                .append(r.sex()).append(TrfColumns.right(r.title(), 3)).append(' ')
                .append(TrfColumns.left(r.name(), 33)).append(' ')
                .append(TrfColumns.right(r.rating() == 0 ? "" : Integer.toString(r.rating()), 4)).append(' ')
                .append(TrfColumns.left(r.federation(), 3)).append(' ')
                .append(TrfColumns.right(r.fideId(), 11)).append(' ')
                .append(TrfColumns.left(r.birthDate(), 10)).append(' ')
                .append(TrfColumns.right(r.points() == null ? "" : formatPoints(r.points(), 4), 4)).append(' ')
                .append(TrfColumns.right(r.rank() == 0 ? "" : Integer.toString(r.rank()), 4));
        for (TrfRecord.RoundCell cell : r.rounds()) {
            b.append("  ");
            if (cell.isEmpty()) {
                b.append("        ");
            } else {
                b.append(String.format("%04d", cell.opponent())).append(' ').append(cell.colour()).append(' ').append(cell.result());
            }
        }
        return stripTrailing(b.toString());
    }

    static String formatPoints(Points p) {
        return p.denominator() <= 2 || p.denominator() == 10 || p.denominator() == 5 ? p.toFixed(1) : p.toDecimal(2);
    }

    /** Points in a field of {@code width} columns: a whole number drops its ".0" when that does not fit. */
    static String formatPoints(Points p, int width) {
        String s = formatPoints(p);
        return s.length() > width && p.denominator() == 1 ? Long.toString(p.numerator()) : s;
    }

    /**
     * The points of {@code text} read from a field of {@code width} columns, or null when it is not points, or not
     * points this codec writes back the same in that field (found by fuzzing: {@code 1e5} in a six-column field
     * was written as {@code 100000.0}, {@code 1/3} as {@code 0.33}).
     */
    static Points parsePoints(String text, int width) {
        Points p = Points.parse(text);
        if (p == null) {
            return null;
        }
        String written = formatPoints(p, width);
        return written.length() <= width && p.equals(Points.parse(written)) ? p : null;
    }

    static String stripTrailing(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }
}
