package org.chessarbiter.tournament.core;

/**
 * A participant. Text fields are "" when unknown, ratings 0 when unrated, {@code fideId} 0 when
 * none. {@code nationalGrade} holds national titles such as "Cấp I" or "Kiện tướng"
 * (Luật cờ Tướng 2004 Phụ lục 6); {@code birthDate} is kept as written (TRF "YYYY/MM/DD" or a year).
 */
public record Player(int startNumber, String name, String sex, String title, String nationalGrade,
        String birthDate, String federation, String club, long fideId, int fideRating, int nationalRating) {

    public Player {
        if (startNumber <= 0) {
            throw new IllegalArgumentException("start number must be positive: " + startNumber);
        }
    }

    /** A player with only a start number, a name and a FIDE rating. */
    public static Player of(int startNumber, String name, int fideRating) {
        return new Player(startNumber, name, "", "", "", "", "", "", 0, fideRating, 0);
    }
}
