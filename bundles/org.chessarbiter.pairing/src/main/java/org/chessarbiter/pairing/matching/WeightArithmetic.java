package org.chessarbiter.pairing.matching;

import java.util.Comparator;

/**
 * Exact integer arithmetic on edge weights, so that the matching algorithm works unchanged on
 * {@code long} weights and on arbitrarily large ones (e.g. weights composed of many criteria).
 * Only additions, subtractions and exact halvings of even numbers are needed.
 *
 * @param <W> the weight type
 */
public interface WeightArithmetic<W> extends Comparator<W> {

    /** @return 0 */
    W zero();

    /** @return a + b */
    W add(W a, W b);

    /** @return a - b */
    W subtract(W a, W b);

    /** @return 2a */
    W twice(W a);

    /** @return a / 2, for an even a */
    W half(W a);

    /** @return the smaller of a and b */
    default W min(W a, W b) {
        return compare(a, b) <= 0 ? a : b;
    }

    /** @return the larger of a and b */
    default W max(W a, W b) {
        return compare(a, b) >= 0 ? a : b;
    }

    /** @return the exact value of a */
    java.math.BigInteger toBigInteger(W a);

    /** @return true when a is 0 */
    default boolean isZero(W a) {
        return compare(a, zero()) == 0;
    }

    /** Weights as {@code long}; the caller keeps |weight| * 4 * vertices below 2^63. */
    WeightArithmetic<Long> LONG = new LongArithmetic();

    /** Weights as {@link java.math.BigInteger}: no overflow. */
    WeightArithmetic<java.math.BigInteger> BIG = new BigIntegerArithmetic();
}
