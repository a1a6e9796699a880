package org.chessarbiter.pairing.dutch;

import java.util.Arrays;

/**
 * Builds an edge weight field by field, most significant first: each field call shifts what is
 * there left by the field's width and adds the field's value. A field's value is always below
 * 2^width, so criteria never overflow into each other: the weight compares criteria
 * lexicographically in the order they were added.
 *
 * <p>The weight is a non-negative integer of a fixed number of 64-bit words (least significant
 * first), built in place without allocating: {@link #clear()} starts the next one.
 */
final class WeightBuilder {

    private final long[] words;

    /** @param words the number of 64-bit words; the weights built must fit in them */
    WeightBuilder(int words) {
        this.words = new long[words];
    }

    WeightBuilder clear() {
        Arrays.fill(words, 0);
        return this;
    }

    /** Appends a field of {@code width} bits with the value {@code v} (0 &le; v &lt; 2^width). */
    WeightBuilder field(int width, long v) {
        shiftLeft(width);
        addAt(0, v);
        return this;
    }

    /** Appends a field of {@code width} bits with value {@code 2^bit} when {@code set}. */
    WeightBuilder unitAt(int width, boolean set, int bit) {
        shiftLeft(width);
        if (set) {
            addAt(bit, 1);
        }
        return this;
    }

    /** Appends a field of {@code width} bits holding the sum of the chosen units 2^bitA and 2^bitB. */
    WeightBuilder units(int width, boolean setA, int bitA, boolean setB, int bitB) {
        shiftLeft(width);
        if (setA) {
            addAt(bitA, 1);
        }
        if (setB) {
            addAt(bitB, 1);
        }
        return this;
    }

    /** @return the words of the weight (the builder's own array: copy or intern before the next weight) */
    long[] words() {
        return words;
    }

    private void shiftLeft(int width) {
        int wordShift = width >>> 6;
        int bitShift = width & 63;
        int n = words.length;
        if (wordShift >= n) {
            Arrays.fill(words, 0);
            return;
        }
        for (int i = n - 1; i >= 0; i--) {
            int src = i - wordShift;
            long hi = src >= 0 ? words[src] : 0;
            long lo = src - 1 >= 0 ? words[src - 1] : 0;
            words[i] = bitShift == 0 ? hi : (hi << bitShift) | (lo >>> (64 - bitShift));
        }
    }

    /** Adds v (non-negative) times 2^bit, carrying into the words above. */
    private void addAt(int bit, long v) {
        if (v == 0) {
            return;
        }
        int w = bit >>> 6;
        int s = bit & 63;
        long lo = v << s;
        long hi = s == 0 ? 0 : v >>> (64 - s);
        long carry = 0;
        for (int i = w; i < words.length; i++) {
            long add = i == w ? lo : (i == w + 1 ? hi : 0);
            if (add == 0 && carry == 0) {
                if (i > w + 1) {
                    break;
                }
                continue;
            }
            long before = words[i];
            long sum = before + add;
            long c1 = Long.compareUnsigned(sum, before) < 0 ? 1 : 0;
            long sum2 = sum + carry;
            long c2 = carry != 0 && sum2 == 0 ? 1 : 0;
            words[i] = sum2;
            carry = c1 | c2;
        }
    }
}
