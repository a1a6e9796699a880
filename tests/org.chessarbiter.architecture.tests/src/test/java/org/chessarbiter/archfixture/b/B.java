package org.chessarbiter.archfixture.b;

import org.chessarbiter.archfixture.a.A;

/** The other end of the package cycle of {@link A}. */
public class B {
    public A back() {
        return new A();
    }
}
