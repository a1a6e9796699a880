package org.chessarbiter.pairing.matching;

import java.math.BigInteger;

/**
 * Fixed-width two's-complement integers of {@code k} 64-bit limbs (least significant first), kept
 * in plain {@code long[]} arrays at offsets {@code index * k}: exact arithmetic for the matching's
 * dual variables and slacks without allocating. The width is chosen from the largest weight so
 * that no value of the algorithm can overflow (duals and slacks stay within a few times the
 * largest weight).
 */
final class Limbs {

    final int k;

    Limbs(int k) {
        this.k = k;
    }

    /** @return limbs per number needed for weights of at most {@code bits} bits (sign excluded) */
    static int forBits(int bits) {
        return (bits + 6) / 64 + 1;
    }

    void set(long[] r, int ri, long[] a, int ai) {
        System.arraycopy(a, ai * k, r, ri * k, k);
    }

    void setBig(long[] r, int ri, BigInteger v) {
        if (v.bitLength() < 64) {
            long x = v.longValue();
            r[ri * k] = x;
            for (int i = 1; i < k; i++) {
                r[ri * k + i] = x < 0 ? -1L : 0L;
            }
            return;
        }
        byte[] bytes = v.toByteArray(); // big-endian two's complement
        long fill = v.signum() < 0 ? -1L : 0L;
        for (int i = 0; i < k; i++) {
            long limb = 0;
            for (int b = 7; b >= 0; b--) {
                int at = bytes.length - 1 - (8 * i + b);
                limb = (limb << 8) | (at >= 0 ? bytes[at] & 0xFF : fill & 0xFF);
            }
            r[ri * k + i] = limb;
        }
    }

    void setZero(long[] r, int ri) {
        for (int i = 0; i < k; i++) {
            r[ri * k + i] = 0;
        }
    }

    /** r = a + b (r may alias a or b) */
    void add(long[] a, int ai, long[] b, int bi, long[] r, int ri) {
        long carry = 0;
        for (int i = 0; i < k; i++) {
            long x = a[ai * k + i];
            long s = x + b[bi * k + i];
            long c1 = Long.compareUnsigned(s, x) < 0 ? 1 : 0;
            long s2 = s + carry;
            long c2 = carry != 0 && s2 == 0 ? 1 : 0;
            r[ri * k + i] = s2;
            carry = c1 | c2;
        }
    }

    /** r = a - b (r may alias a or b) */
    void subtract(long[] a, int ai, long[] b, int bi, long[] r, int ri) {
        long borrow = 0;
        for (int i = 0; i < k; i++) {
            long x = a[ai * k + i];
            long y = b[bi * k + i];
            long d = x - y;
            long b1 = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            long d2 = d - borrow;
            long b2 = borrow != 0 && d == 0 ? 1 : 0;
            r[ri * k + i] = d2;
            borrow = b1 | b2;
        }
    }

    /** r = a / 2, rounding toward minus infinity (exact for even a) */
    void half(long[] a, int ai, long[] r, int ri) {
        for (int i = 0; i < k - 1; i++) {
            r[ri * k + i] = (a[ai * k + i] >>> 1) | (a[ai * k + i + 1] << 63);
        }
        r[ri * k + k - 1] = a[ai * k + k - 1] >> 1;
    }

    int compare(long[] a, int ai, long[] b, int bi) {
        int top = Long.compare(a[ai * k + k - 1], b[bi * k + k - 1]);
        if (top != 0) {
            return top;
        }
        for (int i = k - 2; i >= 0; i--) {
            int c = Long.compareUnsigned(a[ai * k + i], b[bi * k + i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    int signum(long[] a, int ai) {
        if (a[ai * k + k - 1] < 0) {
            return -1;
        }
        for (int i = 0; i < k; i++) {
            if (a[ai * k + i] != 0) {
                return 1;
            }
        }
        return 0;
    }

    /** r = 2 a (r may alias a) */
    void shiftLeftOne(long[] a, int ai, long[] r, int ri) {
        for (int i = k - 1; i > 0; i--) {
            r[ri * k + i] = (a[ai * k + i] << 1) | (a[ai * k + i - 1] >>> 63);
        }
        r[ri * k] = a[ai * k] << 1;
    }

    /** r += x (x sign-extended) */
    void addLong(long[] r, int ri, long x) {
        int o = ri * k;
        long before = r[o];
        long s = before + x;
        r[o] = s;
        // carry out of the low limb (unsigned), plus the sign extension of x on the limbs above
        long carry = (Long.compareUnsigned(s, before) < 0 ? 1 : 0) + (x < 0 ? -1 : 0);
        for (int i = 1; i < k && carry != 0; i++) {
            long y = r[o + i];
            r[o + i] = y + carry;
            // +1 carries on only from all ones to zero; -1 borrows on only from zero to all ones
            carry = carry > 0 ? (y == -1L ? 1 : 0) : (y == 0 ? -1 : 0);
        }
    }

    /** @return the bit length of non-negative a */
    int bitLength(long[] a, int ai) {
        for (int i = k - 1; i >= 0; i--) {
            if (a[ai * k + i] != 0) {
                return 64 * i + 64 - Long.numberOfLeadingZeros(a[ai * k + i]);
            }
        }
        return 0;
    }

    BigInteger toBig(long[] a, int ai) {
        BigInteger v = BigInteger.ZERO;
        for (int i = k - 1; i >= 0; i--) {
            v = v.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(a[ai * k + i])));
        }
        return a[ai * k + k - 1] < 0 ? v.subtract(BigInteger.ONE.shiftLeft(64 * k)) : v;
    }

    /** r = a + b - c in one pass (r may alias any of them) */
    void addSubtract(long[] a, int ai, long[] b, int bi, long[] c, int ci, long[] r, int ri) {
        long carry = 0;
        long borrow = 0;
        int ao = ai * k;
        int bo = bi * k;
        int co = ci * k;
        int ro = ri * k;
        for (int i = 0; i < k; i++) {
            long x = a[ao + i];
            long s1 = x + b[bo + i];
            long c1 = Long.compareUnsigned(s1, x) < 0 ? 1 : 0;
            long s2 = s1 + carry;
            long c2 = carry != 0 && s2 == 0 ? 1 : 0;
            carry = c1 | c2;
            long z = c[co + i];
            long d1 = s2 - z;
            long b1 = Long.compareUnsigned(s2, z) < 0 ? 1 : 0;
            long d2 = d1 - borrow;
            long b2 = borrow != 0 && d1 == 0 ? 1 : 0;
            borrow = b1 | b2;
            r[ro + i] = d2;
        }
    }
}
