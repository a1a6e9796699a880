package org.chessarbiter.pairing.dutch;

/**
 * How the weights of one bracket treat the completion of the round and the look-ahead at the
 * next scoregroup. 2026 has one kind (C4 completion in every bracket, C8 look-ahead); 2017
 * (C.04.3 2017 A.9 "Round-Pairing Outlook") pairs ordinary brackets without completion and
 * applies completion (2017 C.4) only in the Penultimate Pairing Bracket and the (collapsed) last
 * bracket.
 */
enum BracketOutlook {

    /** 2026: C4 completion (with C2 / C5 bye fields) on top, then the bracket, then C8. */
    COMPLETION(true, true),
    /**
     * 2017, the last bracket, the PPB and the Collapsed Last Bracket: completion (2017 C.4) and
     * bye eligibility (C.04.1 c) on top; nothing looked at below the bracket.
     */
    COLLAPSED(true, false),
    /** 2017, an ordinary bracket: no completion; 2017 C.7 pairs and scores of the next bracket. */
    WITHOUT_COMPLETION(false, true),
    /**
     * 2017, the bracket whose next scoregroup is the last one: no completion; the look-ahead field
     * counts every compatible pair of the two, the players who may not take the bye counting more
     * (as bbpPairings v5.0.1, so that the last bracket is left with a possible bye).
     */
    BEFORE_LAST(false, true);

    final boolean completion;
    final boolean lookAhead;

    BracketOutlook(boolean completion, boolean lookAhead) {
        this.completion = completion;
        this.lookAhead = lookAhead;
    }
}
