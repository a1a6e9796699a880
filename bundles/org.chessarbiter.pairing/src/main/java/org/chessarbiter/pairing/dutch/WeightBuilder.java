package org.chessarbiter.pairing.dutch;

import java.math.BigInteger;

/**
 * Builds an edge weight field by field, most significant first: each {@link #field} call shifts
 * what is there left by the field's width and adds the field's value. A field's value is always
 * below 2^width, so criteria never overflow into each other: the weight compares criteria
 * lexicographically in the order they were added.
 */
final class WeightBuilder {

    private BigInteger value = BigInteger.ZERO;

    /** Appends a field of {@code width} bits with the given value. */
    WeightBuilder field(int width, long v) {
        value = value.shiftLeft(width).add(BigInteger.valueOf(v));
        return this;
    }

    /** Appends a field of {@code width} bits with value {@code 2^bit} when {@code set}. */
    WeightBuilder unitAt(int width, boolean set, int bit) {
        value = value.shiftLeft(width);
        if (set) {
            value = value.setBit(bit);
        }
        return this;
    }

    /** Appends a field of {@code width} bits with the given value. */
    WeightBuilder field(int width, BigInteger v) {
        value = value.shiftLeft(width).add(v);
        return this;
    }

    BigInteger build() {
        return value;
    }
}
