package org.chessarbiter.pairing.roundrobin;

/**
 * The two rules of 000 appendix 1 (and 001 phụ lục 1) that an arbiter applies to the printed
 * round-robin tables, stated on their own, without the tables.
 */
public final class BergerRules {

    private BergerRules() {
    }

    /**
     * Rule (a): an even and an odd number: the smaller number has white; two even or two odd
     * numbers: the larger number has white. The last even number (the table size) has black
     * against the upper half of the numbers (1..size/2) and white against the others.
     *
     * @param a    one start number
     * @param b    the other
     * @param size the table size (even)
     * @return the number that has white
     */
    public static int white(int a, int b, int size) {
        if (a == size || b == size) {
            int other = a == size ? b : a;
            return other <= size / 2 ? other : size;
        }
        boolean sameParity = (a % 2) == (b % 2);
        return sameParity ? Math.max(a, b) : Math.min(a, b);
    }

    /**
     * Rule (b): the round in which two numbers meet is a + b - 1, less the number of rounds when
     * it exceeds it. For the last even number, its opponent's number is doubled instead
     * (o + o - 1, reduced the same way).
     *
     * @param a    one start number
     * @param b    the other
     * @param size the table size (even)
     * @return the round, 1-based
     */
    public static int round(int a, int b, int size) {
        int rounds = size - 1;
        int sum = (a == size || b == size) ? 2 * (a == size ? b : a) - 1 : a + b - 1;
        while (sum > rounds) {
            sum -= rounds;
        }
        return sum;
    }
}
