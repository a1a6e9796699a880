package org.chessarbiter.pairing.matching;

import java.math.BigInteger;

/** Arbitrary-precision weights. */
final class BigIntegerArithmetic implements WeightArithmetic<BigInteger> {

    @Override
    public BigInteger zero() {
        return BigInteger.ZERO;
    }

    @Override
    public BigInteger add(BigInteger a, BigInteger b) {
        return a.add(b);
    }

    @Override
    public BigInteger subtract(BigInteger a, BigInteger b) {
        return a.subtract(b);
    }

    @Override
    public BigInteger twice(BigInteger a) {
        return a.shiftLeft(1);
    }

    @Override
    public BigInteger half(BigInteger a) {
        return a.shiftRight(1);
    }

    @Override
    public BigInteger toBigInteger(BigInteger a) {
        return a;
    }

    @Override
    public int compare(BigInteger a, BigInteger b) {
        return a.compareTo(b);
    }
}
