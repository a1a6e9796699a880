package org.chessarbiter.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Fixed-width limb arithmetic against BigInteger, with limb patterns that force carries and borrows. */
class LimbsTest {

    private static BigInteger value(Limbs l, long[] a, int i) {
        BigInteger v = BigInteger.ZERO;
        for (int j = l.k - 1; j >= 0; j--) {
            v = v.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(a[i * l.k + j])));
        }
        return v.testBit(64 * l.k - 1) ? v.subtract(BigInteger.ONE.shiftLeft(64 * l.k)) : v;
    }

    private static BigInteger sample(Random rnd, int k) {
        int bits = 64 * k - 3;
        BigInteger v = switch (rnd.nextInt(4)) {
            case 0 -> new BigInteger(bits, rnd);
            case 1 -> BigInteger.ONE.shiftLeft(rnd.nextInt(bits)); // single bit: long runs of equal limbs
            case 2 -> BigInteger.ONE.shiftLeft(64 * (1 + rnd.nextInt(k))).subtract(BigInteger.ONE).shiftRight(3);
            default -> BigInteger.valueOf(rnd.nextInt(5));
        };
        return rnd.nextBoolean() ? v.negate() : v;
    }

    @Test
    void addSubtractHalfCompareAgreeWithBigInteger() {
        Random rnd = new Random(5);
        for (int k = 1; k <= 3; k++) {
            Limbs l = new Limbs(k);
            long[] r = new long[3 * k];
            for (int i = 0; i < 20000; i++) {
                BigInteger a = sample(rnd, k).shiftRight(1);
                BigInteger b = sample(rnd, k).shiftRight(1);
                l.setBig(r, 0, a);
                l.setBig(r, 1, b);
                assertEquals(a, value(l, r, 0));
                l.add(r, 0, r, 1, r, 2);
                assertEquals(a.add(b), value(l, r, 2), a + " + " + b);
                l.subtract(r, 0, r, 1, r, 2);
                assertEquals(a.subtract(b), value(l, r, 2), a + " - " + b);
                l.half(r, 0, r, 2);
                assertEquals(a.shiftRight(1), value(l, r, 2));
                assertEquals(Integer.signum(a.compareTo(b)), Integer.signum(l.compare(r, 0, r, 1)));
                assertEquals(a.signum(), l.signum(r, 0));
            }
        }
    }

    @Test
    void fusedSlackLongAdditionShiftAndBitLengthAgreeWithBigInteger() {
        Random rnd = new Random(11);
        for (int k = 1; k <= 4; k++) {
            Limbs l = new Limbs(k);
            long[] r = new long[4 * k];
            for (int i = 0; i < 20000; i++) {
                BigInteger a = sample(rnd, k).shiftRight(2);
                BigInteger b = sample(rnd, k).shiftRight(2);
                BigInteger c = sample(rnd, k).shiftRight(2);
                l.setBig(r, 0, a);
                l.setBig(r, 1, b);
                l.setBig(r, 2, c);
                l.addSubtract(r, 0, r, 1, r, 2, r, 3);
                assertEquals(a.add(b).subtract(c), value(l, r, 3), a + " + " + b + " - " + c);
                long x = switch (rnd.nextInt(3)) {
                    case 0 -> rnd.nextLong() >> (2 + rnd.nextInt(62));
                    case 1 -> rnd.nextBoolean() ? 1 : -1;
                    default -> rnd.nextBoolean() ? Long.MAX_VALUE >> 2 : Long.MIN_VALUE >> 2;
                };
                l.addLong(r, 0, x);
                assertEquals(a.add(BigInteger.valueOf(x)), value(l, r, 0), a + " + " + x);
                l.setBig(r, 0, a);
                l.shiftLeftOne(r, 0, r, 3);
                assertEquals(a.shiftLeft(1), value(l, r, 3));
                assertEquals(a.abs().bitLength(), a.signum() < 0 ? a.abs().bitLength() : l.bitLength(r, 0));
                assertEquals(a, l.toBig(r, 0));
            }
        }
    }
}
