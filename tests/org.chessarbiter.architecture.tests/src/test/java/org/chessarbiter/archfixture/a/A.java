package org.chessarbiter.archfixture.a;

import org.chessarbiter.archfixture.b.B;

/** One end of a package cycle built on purpose for LayeringRulesCanFailTest. */
public class A {
    public B next() {
        return new B();
    }
}
