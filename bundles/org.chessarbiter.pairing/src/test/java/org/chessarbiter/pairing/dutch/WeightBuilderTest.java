package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The word-based weight builder against the same fields appended with BigInteger arithmetic. */
class WeightBuilderTest {

    private static BigInteger value(long[] words) {
        BigInteger v = BigInteger.ZERO;
        for (int i = words.length - 1; i >= 0; i--) {
            v = v.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(words[i])));
        }
        return v;
    }

    @Test
    void fieldsAppendedAsBigIntegerShiftsAndAdditions() {
        Random rnd = new Random(3);
        for (int trial = 0; trial < 5000; trial++) {
            int words = 1 + rnd.nextInt(6);
            WeightBuilder w = new WeightBuilder(words).clear();
            BigInteger expected = BigInteger.ZERO;
            int used = 0;
            while (true) {
                int width = rnd.nextInt(4) == 0 ? rnd.nextInt(150) : rnd.nextInt(20);
                if (used + width + 1 > 64 * words) {
                    break;
                }
                used += width;
                switch (rnd.nextInt(3)) {
                    case 0 -> {
                        long v = width == 0 ? 0 : rnd.nextLong() >>> (64 - Math.min(width, 63));
                        w.field(width, v);
                        expected = expected.shiftLeft(width).add(BigInteger.valueOf(v));
                    }
                    case 1 -> {
                        boolean set = width > 0 && rnd.nextBoolean();
                        int bit = width == 0 ? 0 : rnd.nextInt(width);
                        w.unitAt(width, set, bit);
                        expected = expected.shiftLeft(width);
                        if (set) {
                            expected = expected.setBit(bit);
                        }
                    }
                    default -> {
                        if (width < 2) {
                            w.field(width, 0);
                            expected = expected.shiftLeft(width);
                            break;
                        }
                        // two units that may coincide (a carry): the field is one bit wider than each bit
                        boolean a = rnd.nextBoolean();
                        boolean b = rnd.nextBoolean();
                        int bitA = rnd.nextInt(width - 1);
                        int bitB = rnd.nextBoolean() ? bitA : rnd.nextInt(width - 1);
                        w.units(width, a, bitA, b, bitB);
                        expected = expected.shiftLeft(width);
                        if (a) {
                            expected = expected.add(BigInteger.ONE.shiftLeft(bitA));
                        }
                        if (b) {
                            expected = expected.add(BigInteger.ONE.shiftLeft(bitB));
                        }
                    }
                }
                assertEquals(expected, value(w.words()), "trial " + trial);
            }
        }
    }
}
