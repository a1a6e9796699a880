package org.chessarbiter.tournament.players;

/**
 * A player of a FIDE rating list: what the list says of the fields a tournament keeps. Text fields are
 * "" when the list leaves them blank, the rating 0 when the player has none on this list, the birth
 * year 0 when unknown.
 *
 * @param fideId     the FIDE ID
 * @param name       the name as FIDE writes it ("Surname, Given")
 * @param federation the federation, three letters
 * @param sex        {@code m} or {@code w}
 * @param title      the FIDE title (the open title, else the women's title)
 * @param rating     the standard rating
 * @param birthYear  the year of birth
 */
public record FideListEntry(long fideId, String name, String federation, String sex, String title, int rating, int birthYear) {
}
