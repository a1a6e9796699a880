package org.chessarbiter.pairing.dutch;

import java.util.Arrays;

/**
 * Builds an edge weight field by field, most significant first: each field call appends a field of
 * the given width below the ones already there, holding the field's value. A field's value is
 * always below 2^width, so criteria never overflow into each other: the weight compares criteria
 * lexicographically in the order they were added.
 *
 * <p>The weight is a non-negative integer of a fixed number of 64-bit words (least significant
 * first). The builder only records the non-zero parts of the fields (value, bit and the width
 * appended so far); {@link #words()} then adds each at its position, counted from the end once
 * the total width is known. Nothing is allocated per weight: {@link #clear()} starts the next one.
 */
final class WeightBuilder {

    private static final int MAX_PARTS = 64;

    private final long[] words;
    private final long[] values = new long[MAX_PARTS];
    private final int[] bits = new int[MAX_PARTS];
    /** the total width appended when the part's field ended */
    private final int[] ends = new int[MAX_PARTS];
    private int parts;
    private int width;

    /** @param words the number of 64-bit words; the weights built must fit in them */
    WeightBuilder(int words) {
        this.words = new long[words];
    }

    WeightBuilder clear() {
        parts = 0;
        width = 0;
        return this;
    }

    /** Appends a field of {@code width} bits with the value {@code v} (0 &le; v &lt; 2^width). */
    WeightBuilder field(int width, long v) {
        this.width += width;
        part(v, 0);
        return this;
    }

    /** Appends a field of {@code width} bits with value {@code 2^bit} when {@code set}. */
    WeightBuilder unitAt(int width, boolean set, int bit) {
        this.width += width;
        if (set) {
            part(1, bit);
        }
        return this;
    }

    /** Appends a field of {@code width} bits holding the sum of the chosen units 2^bitA and 2^bitB. */
    WeightBuilder units(int width, boolean setA, int bitA, boolean setB, int bitB) {
        this.width += width;
        if (setA) {
            part(1, bitA);
        }
        if (setB) {
            part(1, bitB);
        }
        return this;
    }

    /**
     * Adds {@code value} (non-negative) times 2^bit to the field appended last, which must be wide
     * enough for the sum of what is added to it.
     */
    WeightBuilder plus(long value, int bit) {
        part(value, bit);
        return this;
    }

    private void part(long value, int bit) {
        if (value == 0) {
            return;
        }
        values[parts] = value;
        bits[parts] = bit;
        ends[parts] = width;
        parts++;
    }

    /** @return the words of the weight (the builder's own array: copy or intern before the next weight) */
    long[] words() {
        Arrays.fill(words, 0);
        for (int i = 0; i < parts; i++) {
            addAt(width - ends[i] + bits[i], values[i]);
        }
        return words;
    }

    /** Adds v (non-negative) times 2^bit, carrying into the words above. */
    private void addAt(int bit, long v) {
        int w = bit >>> 6;
        int s = bit & 63;
        long lo = v << s;
        long hi = s == 0 ? 0 : v >>> (64 - s);
        long before = words[w];
        words[w] = before + lo;
        long carry = Long.compareUnsigned(words[w], before) < 0 ? 1 : 0;
        for (int i = w + 1; i < words.length && (carry != 0 || (i == w + 1 && hi != 0)); i++) {
            long add = i == w + 1 ? hi : 0;
            long b = words[i];
            long sum = b + add + carry;
            carry = Long.compareUnsigned(sum, b) < 0 || (carry != 0 && sum == b) ? 1 : 0;
            words[i] = sum;
        }
    }
}
