package org.chessarbiter.rules.archfixture;

import org.chessarbiter.pairing.dutch.DutchEdition;

/** A back edge built on purpose (rules → pairing) for LayeringRulesCanFailTest; never imported by LayeringTest. */
public class RulesUsingPairing {
    public DutchEdition edition() {
        return DutchEdition.values()[0];
    }
}
