package org.chessarbiter.tournament.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A published round is never rewritten: changes to it are refused until it is unpublished on its own. */
class PublishedRoundsTest {

    private static final Tournament BEFORE = Fixture.players(4, CompetitionSystem.SWISS_DUTCH)
            .round("A-B 1-0", "C-D =")
            .build();

    private static Round round1(boolean published, String cd) {
        return new Round(1, "", published, List.of(Pairing.of(1, 1, 2, GameResult.FIRST_WINS),
                Pairing.of(2, 3, 4, cd.equals("=") ? GameResult.DRAW : GameResult.FIRST_WINS)), List.of());
    }

    @Test
    void changingAResultOfAPublishedRoundIsRefusedWithItsLocation() {
        var p = PublishedRounds.violations(BEFORE, BEFORE.withRound(round1(true, "1-0")));
        assertEquals(1, p.size());
        assertEquals("rounds[0]", p.get(0).location().field());
        assertEquals("vòng 1 đã công bố: không được sửa cặp đấu và kết quả; hãy bỏ công bố trước",
                p.get(0).message().format(java.util.Locale.forLanguageTag("vi")));
        assertEquals(1, PublishedRounds.violations(BEFORE, BEFORE.withRound(round1(false, "1-0"))).size(),
                "unpublishing and changing in one step is refused too");
    }

    @Test
    void unpublishingAloneAndChangingAnUnpublishedRoundAreAllowed() {
        Tournament unpublished = BEFORE.withRound(round1(false, "="));
        assertEquals(List.of(), PublishedRounds.violations(BEFORE, unpublished));
        assertEquals(List.of(), PublishedRounds.violations(unpublished, unpublished.withRound(round1(false, "1-0"))));
        assertEquals(List.of(), PublishedRounds.violations(BEFORE, BEFORE), "no change");
    }

    @Test
    void recordingTheResultOfAGameOfAPublishedRoundIsNotARewrite() {
        Round pending = new Round(1, "", true, List.of(Pairing.of(1, 1, 2, GameResult.FIRST_WINS),
                Pairing.of(2, 3, 4, GameResult.NOT_YET_PLAYED)), List.of());
        Tournament before = BEFORE.withRound(pending);
        assertEquals(List.of(), PublishedRounds.violations(before, BEFORE), "the pending game gets its result");
        assertEquals(1, PublishedRounds.violations(BEFORE, before).size(), "a result taken back is a rewrite");
        Round swapped = new Round(1, "", true, List.of(Pairing.of(1, 1, 2, GameResult.FIRST_WINS),
                Pairing.of(2, 4, 3, GameResult.DRAW)), List.of());
        assertEquals(1, PublishedRounds.violations(before, BEFORE.withRound(swapped)).size(), "colours changed with the result");
    }

    @Test
    void removingAPublishedRoundIsRefused() {
        Tournament none = new Tournament(BEFORE.info(), BEFORE.scoring(), BEFORE.players(), List.of(), List.of(), List.of(), List.of());
        assertEquals(1, PublishedRounds.violations(BEFORE, none).size());
    }
}
