package org.chessarbiter.pairing.matching;

/** {@code long} weights (exact as long as no sum overflows). */
final class LongArithmetic implements WeightArithmetic<Long> {

    @Override
    public Long zero() {
        return 0L;
    }

    @Override
    public Long add(Long a, Long b) {
        return Math.addExact(a, b);
    }

    @Override
    public Long subtract(Long a, Long b) {
        return Math.subtractExact(a, b);
    }

    @Override
    public Long twice(Long a) {
        return Math.multiplyExact(a, 2L);
    }

    @Override
    public Long half(Long a) {
        return a / 2;
    }

    @Override
    public java.math.BigInteger toBigInteger(Long a) {
        return java.math.BigInteger.valueOf(a);
    }

    @Override
    public int compare(Long a, Long b) {
        return Long.compare(a, b);
    }
}
