package org.chessarbiter.rules;

/**
 * An edition of a game's law, as a value: what tournament regulations name and what every verdict
 * cites. Chess editions are constants here; other games declare theirs as constants of their own
 * bundle (e.g. {@code new LawEdition("XIANGQI_2004", "Luật cờ Tướng 2004", "001_30777aca9cd836f5.txt")})
 * or add them below the marked line.
 *
 * @param id stable identifier used in files (e.g. {@code FIDE_2018})
 * @param citationName how citations name the edition, e.g. {@code FIDE 2018}
 * @param seed the file of the law text in the project's seeds, for traceability
 */
public record LawEdition(String id, String citationName, String seed) {

    /** FIDE Laws of Chess, 2000 edition, with the Vietnamese competition rules. */
    public static final LawEdition FIDE_2000 = new LawEdition("FIDE_2000", "FIDE 2000", "000_f40b5c1caef920b9.txt");

    /** FIDE Laws of Chess, 2018 edition. */
    public static final LawEdition FIDE_2018 = new LawEdition("FIDE_2018", "FIDE 2018", "002_fcedc073045eb28f.txt");

    // ---- editions of other games may be added here (xiangqi: XIANGQI_2004) ----

    public LawEdition {
        if (id == null || id.isBlank() || citationName == null || citationName.isBlank()) {
            throw new IllegalArgumentException("a law edition needs an id and a citation name");
        }
    }

    /** A citation of {@code article} of this edition, e.g. {@code FIDE_2018.article("9.6.1")}. */
    public LawArticle article(String article) {
        return new LawArticle(this, article);
    }
}
