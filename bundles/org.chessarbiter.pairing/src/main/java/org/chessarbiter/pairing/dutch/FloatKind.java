package org.chessarbiter.pairing.dutch;

/**
 * The float a player received in a past round (C.04.3 2026 art. 1.4): a downfloat when paired
 * against a lower score, or when scoring more than a loss without playing (1.4.3); an upfloat when
 * paired against a higher score.
 */
public enum FloatKind {
    DOWN, UP, NONE
}
