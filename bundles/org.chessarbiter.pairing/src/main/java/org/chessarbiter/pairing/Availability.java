package org.chessarbiter.pairing;

/** Whether a player takes part in the round being paired. */
public enum Availability {
    /** to be paired */
    PRESENT,
    /** not paired this round; receives a requested half-point bye */
    HALF_POINT_BYE,
    /** not paired this round; receives a full-point bye decided by the organiser */
    FULL_POINT_BYE,
    /** not paired this round; scores nothing */
    ABSENT,
    /** withdrawn from the tournament; never paired again */
    WITHDRAWN;

    /** @return true when the player is to be paired */
    public boolean pairable() {
        return this == PRESENT;
    }
}
