package org.chessarbiter.tournament.standings;

/**
 * The edition of FIDE's tie-break regulations (Handbook C.07) a FIDE tie-break follows. They differ
 * in the unplayed rounds of Art. 16: since 1 Mar 2026 the dummy opponent's score of a player's
 * unplayed round is capped (16.4: at the forfeiting opponent's adjusted score, or at a draw in
 * every round when there was no opponent); in 2024 it is the player's own score.
 */
public enum C07Edition {
    V2024("FIDE C.07 (2024)"), V2026("FIDE C.07 (2026)");

    private final String citation;

    C07Edition(String citation) {
        this.citation = citation;
    }

    /** "FIDE C.07 (2026)", to which a tie-break appends its article. */
    public String citation() {
        return citation;
    }
}
