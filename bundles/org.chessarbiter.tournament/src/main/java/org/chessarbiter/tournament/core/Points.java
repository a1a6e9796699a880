package org.chessarbiter.tournament.core;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * An exact score: a reduced fraction. Scores, tie-break values and averages (e.g. the average of a
 * score group in 000 Part 2 Art. 14.5) are kept exact, never as floating point, so that ties are
 * ties (FIDE 2018 Art. 10.1 scoring 1 / ½ / 0; Luật cờ Tướng 2004 Điều 21.2 game points 2 / 1 / 0).
 */
public record Points(long numerator, long denominator) implements Comparable<Points> {

    public static final Points ZERO = new Points(0, 1);
    public static final Points HALF = new Points(1, 2);
    public static final Points ONE = new Points(1, 1);

    public Points {
        if (denominator == 0) {
            throw new IllegalArgumentException("denominator 0");
        }
        if (denominator < 0) {
            numerator = -numerator;
            denominator = -denominator;
        }
        long g = gcd(Math.abs(numerator), denominator);
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public static Points of(long whole) {
        return new Points(whole, 1);
    }

    public static Points of(long numerator, long denominator) {
        return new Points(numerator, denominator);
    }

    /** Halves: {@code halves(3)} is 1½. */
    public static Points halves(long halves) {
        return new Points(halves, 2);
    }

    /**
     * Parses "1", "1.5", "2,5", "½", "1½" or "3/4"; returns null when the text is not a number
     * (callers turn that into a located problem).
     */
    public static Points parse(String text) {
        String t = text.strip().replace(',', '.');
        if (t.isEmpty()) {
            return null;
        }
        try {
            if (t.endsWith("½")) {
                String whole = t.substring(0, t.length() - 1);
                long w = whole.isEmpty() ? 0 : Long.parseLong(whole);
                return new Points(2 * Math.abs(w) + 1, 2).times(w < 0 || whole.startsWith("-") ? -1 : 1);
            }
            int slash = t.indexOf('/');
            if (slash > 0) {
                long den = Long.parseLong(t.substring(slash + 1));
                return den == 0 ? null : new Points(Long.parseLong(t.substring(0, slash)), den);
            }
            BigDecimal d = new BigDecimal(t);
            BigDecimal unscaled = d.movePointRight(Math.max(d.scale(), 0));
            return new Points(unscaled.longValueExact(), BigDecimal.TEN.pow(Math.max(d.scale(), 0)).longValueExact());
        } catch (NumberFormatException | ArithmeticException e) {
            return null;
        }
    }

    public Points plus(Points o) {
        return new Points(Math.addExact(Math.multiplyExact(numerator, o.denominator), Math.multiplyExact(o.numerator, denominator)),
                Math.multiplyExact(denominator, o.denominator));
    }

    public Points minus(Points o) {
        return plus(o.negate());
    }

    public Points negate() {
        return new Points(-numerator, denominator);
    }

    public Points times(Points o) {
        return new Points(Math.multiplyExact(numerator, o.numerator), Math.multiplyExact(denominator, o.denominator));
    }

    public Points times(long factor) {
        return new Points(Math.multiplyExact(numerator, factor), denominator);
    }

    public Points dividedBy(long divisor) {
        return new Points(numerator, Math.multiplyExact(denominator, divisor));
    }

    public Points min(Points o) {
        return compareTo(o) <= 0 ? this : o;
    }

    public Points max(Points o) {
        return compareTo(o) >= 0 ? this : o;
    }

    public boolean isZero() {
        return numerator == 0;
    }

    public double toDouble() {
        return (double) numerator / denominator;
    }

    @Override
    public int compareTo(Points o) {
        return Long.compare(Math.multiplyExact(numerator, o.denominator), Math.multiplyExact(o.numerator, denominator));
    }

    /** Decimal text with at most {@code maxDecimals} decimals, trailing zeros removed ("2.5", "3", "4.33"). */
    public String toDecimal(int maxDecimals) {
        BigDecimal d = BigDecimal.valueOf(numerator).divide(BigDecimal.valueOf(denominator), maxDecimals, RoundingMode.HALF_UP);
        d = d.stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** Decimal text with exactly {@code decimals} decimals ("2.50"). */
    public String toFixed(int decimals) {
        return BigDecimal.valueOf(numerator).divide(BigDecimal.valueOf(denominator), decimals, RoundingMode.HALF_UP).toPlainString();
    }

    @Override
    public String toString() {
        return denominator == 1 ? Long.toString(numerator) : toDecimal(4);
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a == 0 ? 1 : a;
    }
}
