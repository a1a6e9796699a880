package org.chessarbiter.pairing.matching;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * The distinct edge weights of a graph, interned: each weight is stored once (scaled: doubled, as
 * the slack formula needs it, or quadrupled, see {@link #WeightTable(int)}; in fixed-width
 * {@link Limbs}) and an edge keeps only its id (an int) and
 * a small signed offset (a long). Graphs whose weights are built from a few attributes of their
 * vertices (most edges share one of a few hundred "base" weights, with small per-edge bonuses on
 * top) then cost 12 bytes per edge for the weight instead of 8 bytes per limb.
 *
 * <p>Id 0 is the weight zero. Interning hashes the limbs (open addressing), so it costs a few
 * word operations and allocates nothing once the table has grown.
 */
public final class WeightTable {

    private final Limbs ar;
    private final int capacityBits;
    private final int scaleShift;
    private long[] doubled;
    private int size;
    private int[] slots;
    private final long[] scratch;

    /**
     * A table for {@link DynamicMatching}: weights are stored quadrupled, i.e. the matching solves
     * the equivalent problem with every weight doubled. Its warm starts set vertex duals to
     * differences of (scaled) weights; doubling the weights makes those all even, so the free
     * vertices' duals share one parity (as the stages need) without raising any of them, which
     * would untighten their edges.
     *
     * @param bits an upper bound of the bit length of every weight that will be interned
     */
    public WeightTable(int bits) {
        this(new Limbs(Limbs.forBits(bits + 16)), bits, 2);
    }

    /** @param scaleShift 1: weights stored doubled; 2: quadrupled */
    WeightTable(Limbs ar, int bits, int scaleShift) {
        this.ar = ar;
        this.capacityBits = bits;
        this.scaleShift = scaleShift;
        this.doubled = new long[16 * ar.k];
        this.slots = new int[64];
        Arrays.fill(slots, -1);
        this.scratch = new long[ar.k];
        size = 1; // id 0: zero
    }

    /** @return the 64-bit words (least significant first) of the values passed to {@link #intern(long[])} */
    public int words() {
        return ar.k;
    }

    Limbs limbs() {
        return ar;
    }

    /** @return the number of distinct weights interned (zero included) */
    public int size() {
        return size;
    }

    /** @return the id of weight {@code w}, which must fit the table's bit bound (negative allowed) */
    public int intern(BigInteger w) {
        if (w.bitLength() > capacityBits) {
            throw new IllegalArgumentException("weight wider than " + capacityBits + " bits");
        }
        long[] words = new long[ar.k];
        ar.setBig(words, 0, w);
        return internChecked(words);
    }

    /**
     * @param words a non-negative weight of {@link #words()} 64-bit words, least significant first,
     *              below 2^bits (the table's bound); not kept
     * @return the weight's id (0 for zero)
     */
    public int intern(long[] words) {
        if (words[ar.k - 1] < 0 || ar.bitLength(words, 0) > capacityBits) {
            throw new IllegalArgumentException("weight negative or wider than " + capacityBits + " bits");
        }
        return internChecked(words);
    }

    private int internChecked(long[] words) {
        ar.shiftLeftOne(words, 0, scratch, 0);
        if (scaleShift == 2) {
            ar.shiftLeftOne(scratch, 0, scratch, 0);
        }
        if (ar.signum(scratch, 0) == 0) {
            return 0;
        }
        int mask = slots.length - 1;
        int h = hash(scratch) & mask;
        while (slots[h] >= 0) {
            if (ar.compare(doubled, slots[h], scratch, 0) == 0) {
                return slots[h];
            }
            h = (h + 1) & mask;
        }
        int id = size++;
        if (id * ar.k >= doubled.length) {
            doubled = Arrays.copyOf(doubled, 2 * doubled.length);
        }
        ar.set(doubled, id, scratch, 0);
        slots[h] = id;
        if (2 * size > slots.length) {
            rehash();
        }
        return id;
    }

    private int hash(long[] a) {
        long h = 0;
        for (int i = 0; i < ar.k; i++) {
            h = h * 0x9E3779B97F4A7C15L + a[i];
        }
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 32));
    }

    private void rehash() {
        slots = new int[2 * slots.length];
        Arrays.fill(slots, -1);
        int mask = slots.length - 1;
        long[] one = new long[ar.k];
        for (int id = 1; id < size; id++) {
            ar.set(one, 0, doubled, id);
            int h = hash(one) & mask;
            while (slots[h] >= 0) {
                h = (h + 1) & mask;
            }
            slots[h] = id;
        }
    }

    /** r[ri] = the scaled weight(id) + adj */
    void scaled(int id, long adj, long[] r, int ri) {
        ar.set(r, ri, doubled, id);
        if (adj != 0) {
            ar.addLong(r, ri, adj << scaleShift);
        }
    }

    /** r[ri] = dual[i] + dual[j] - the scaled weight(id) + adj: the slack of an edge */
    void slack(long[] dual, int i, int j, int id, long adj, long[] r, int ri) {
        ar.addSubtract(dual, i, dual, j, doubled, id, r, ri);
        if (adj != 0) {
            ar.addLong(r, ri, -(adj << scaleShift));
        }
    }

    /** r[ri] -= the scaled weight(id) + adj */
    void subtractScaled(int id, long adj, long[] r, int ri) {
        ar.subtract(r, ri, doubled, id, r, ri);
        if (adj != 0) {
            ar.addLong(r, ri, -(adj << scaleShift));
        }
    }

    /** @return the weight of id as a number (for tests and messages) */
    BigInteger value(int id) {
        return ar.toBig(doubled, id).shiftRight(scaleShift);
    }
}
