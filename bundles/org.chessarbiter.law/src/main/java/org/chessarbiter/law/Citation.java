package org.chessarbiter.law;

/**
 * A citation found in a text: as it is written, and the id it stands for in the law library, or the
 * document outside the library it cites (the FIDE Handbook's C.04 pairing rules and C.07 tie-break
 * regulations are not among the seeds).
 *
 * @param written the citation as written ({@code FIDE 2018 9.6.1}, {@code Luật cờ Tướng 2004 Điều 23 điểm 3})
 * @param id the citation id ({@code fide2018.9.6.1}), {@code null} for an external document
 * @param external the external document ({@code FIDE C.07}), {@code null} for a citation of the library
 */
public record Citation(String written, String id, String external) {

    /** A citation of the library. */
    public static Citation of(String written, String id) {
        return new Citation(written, id, null);
    }

    /** A citation of a document outside the library. */
    public static Citation external(String written, String document) {
        return new Citation(written, null, document);
    }

    public boolean isExternal() {
        return external != null;
    }
}
