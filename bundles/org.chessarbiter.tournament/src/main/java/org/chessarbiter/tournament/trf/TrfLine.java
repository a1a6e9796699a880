package org.chessarbiter.tournament.trf;

/**
 * A line of a TRF file as read: its 1-based number, its text as written (without the line end),
 * its line end ("\n", "\r\n", "\r" or "" for a last line without one) and its record. Lines made
 * by code have an empty source and are written in canonical form.
 */
public record TrfLine(int number, String source, String lineEnd, TrfRecord record) {

    public static TrfLine of(TrfRecord record) {
        return new TrfLine(0, "", "", record);
    }

    public boolean hasSource() {
        return number > 0;
    }
}
