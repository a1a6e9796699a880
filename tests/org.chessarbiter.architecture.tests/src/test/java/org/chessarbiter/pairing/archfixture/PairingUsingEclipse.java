package org.chessarbiter.pairing.archfixture;

import org.eclipse.archfixture.EclipseType;

/** An engine class that imports Eclipse, built on purpose for LayeringRulesCanFailTest. */
public class PairingUsingEclipse {
    public String name(EclipseType type) {
        return type.toString();
    }
}
