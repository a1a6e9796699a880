package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.ForbiddenPairs;
import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.SameUnitLastRound;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

/**
 * The regulations' same-unit rule of the last round (Vietnamese national team championships, chess 2023 and
 * xiangqi 2021: players of one unit with more than 50% of the points do not meet in the last round) applied by the
 * FIDE Dutch system as one more absolute criterion, and checked on the pairing of a system that does not apply it.
 */
class SameUnitLastRoundTest {

    /**
     * Eight players, two rounds played: 1 and 2 have won both games and have not met; everybody else has less.
     * C.04.3 pairs the two leaders of the top bracket together.
     */
    private static PairingRequest leadersBeforeRound(int totalRounds) {
        return new TestTournament(8, totalRounds)
                .round().game(1, 5, 10).game(6, 2, 0).game(3, 7, 10).game(8, 4, 0).end()
                .round().game(3, 1, 0).game(2, 4, 10).game(5, 8, 5).game(7, 6, 5).end()
                .next(Colour.WHITE);
    }

    private static final Map<Integer, String> HA_NOI_LEADERS = Map.of(1, "Hà Nội", 2, "Hà Nội", 3, "Huế", 4, "Huế",
            5, "Đà Nẵng", 6, "Cần Thơ", 7, "Cần Thơ", 8, "Đà Nẵng");

    private static RoundPairing paired(PairingSystem system, PairingRequest r) {
        PairingOutcome out = system.pair(r);
        assertInstanceOf(PairingOutcome.Paired.class, out, out.toString());
        return out.orThrow();
    }

    private static Set<String> pairs(RoundPairing p) {
        return p.boards().stream().map(b -> Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()))
                .collect(Collectors.toSet());
    }

    @Test
    void withoutTheRuleTheTwoLeadersOfOneUnitMeetInTheLastRound() {
        assertTrue(pairs(paired(new DutchSystem(), leadersBeforeRound(3))).contains("1-2"));
    }

    @Test
    void withTheRuleTheyDoNotMeetAndEachMeetsTheNextBracket() {
        PairingSystem dutch = new DutchSystem().constrained(new SameUnitLastRound(HA_NOI_LEADERS, 50));
        RoundPairing p = paired(dutch, leadersBeforeRound(3));
        Set<String> pairs = pairs(p);
        assertFalse(pairs.contains("1-2"), pairs.toString());
        // 1 has met 3, 2 has met 4 (C1): each leader floats down to the other one of the 1-point bracket
        assertTrue(pairs.containsAll(List.of("1-4", "2-3")), pairs.toString());
        assertEquals(4, p.boards().size());
        String explained = p.explanation().text(Locale.ENGLISH);
        assertTrue(explained.contains("Players 1 and 2 do not meet"), explained);
        assertTrue(explained.contains("same unit (Hà Nội)"), explained);
        assertTrue(p.explanation().text(Locale.of("vi")).contains("không gặp nhau ở vòng cuối"), p.explanation().text(Locale.of("vi")));
    }

    @Test
    void theRuleActsInTheLastRoundOnly() {
        PairingSystem dutch = new DutchSystem().constrained(new SameUnitLastRound(HA_NOI_LEADERS, 50));
        assertTrue(pairs(paired(dutch, leadersBeforeRound(4))).contains("1-2"));
        assertTrue(new SameUnitLastRound(HA_NOI_LEADERS, 50).forbidden(leadersBeforeRound(4)).isEmpty());
    }

    @Test
    void playersOfDifferentUnitsOrNotAboveTheShareMeet() {
        Map<Integer, String> apart = Map.of(1, "Hà Nội", 2, "Huế");
        assertTrue(pairs(paired(new DutchSystem().constrained(new SameUnitLastRound(apart, 50)), leadersBeforeRound(3))).contains("1-2"));
        // 2 points of 2: 100% is not more than 100%
        assertTrue(new SameUnitLastRound(HA_NOI_LEADERS, 100).forbidden(leadersBeforeRound(3)).isEmpty());
        // 3 and 4 (1 point of 2, 50%) are of one unit but not above half the points
        ForbiddenPairs forbidden = new SameUnitLastRound(HA_NOI_LEADERS, 50).forbidden(leadersBeforeRound(3));
        assertEquals(List.of("1-2"), forbidden.pairs().stream().map(f -> f.first() + "-" + f.second()).toList());
        // above 49%: 3 and 4 of Huế (50%) too; above 20%: the pairs of Đà Nẵng and Cần Thơ (25%) as well
        assertEquals(2, new SameUnitLastRound(HA_NOI_LEADERS, 49).forbidden(leadersBeforeRound(3)).pairs().size());
        assertEquals(4, new SameUnitLastRound(HA_NOI_LEADERS, 20).forbidden(leadersBeforeRound(3)).pairs().size());
    }

    @Test
    void withTheEdition2017TooTheLeadersDoNotMeet() {
        PairingSystem dutch = new DutchSystem(DutchEdition.FIDE_2017).constrained(new SameUnitLastRound(HA_NOI_LEADERS, 50));
        assertFalse(pairs(paired(dutch, leadersBeforeRound(3))).contains("1-2"));
    }

    @Test
    void aRoundThatCannotKeepTheRuleIsNoPairingAndSaysWhy() {
        // two players, both leaders of one unit: the only pairing is forbidden
        PairingRequest two = new TestTournament(4, 2).round().game(1, 3, 10).game(4, 2, 0).end().next(Colour.WHITE);
        PairingConstraint onlyPair = r -> ForbiddenPairs.of(List.of(ForbiddenPairs.pair(1, 2, Message.of(SameUnitLastRound.class,
                "constraint.sameUnit", 1, 2, "Hà Nội", 50)), ForbiddenPairs.pair(1, 4, Message.of(SameUnitLastRound.class,
                "constraint.sameUnit", 1, 4, "Hà Nội", 50)), ForbiddenPairs.pair(3, 2, Message.of(SameUnitLastRound.class,
                "constraint.sameUnit", 2, 3, "Hà Nội", 50))));
        PairingOutcome out = new DutchSystem().constrained(onlyPair).pair(two);
        PairingOutcome.Failed failed = assertInstanceOf(PairingOutcome.Failed.class, out);
        assertEquals(ProblemKind.NO_SOLUTION, failed.errors().get(0).kind());
        assertTrue(failed.errors().get(0).message().format(Locale.ENGLISH).contains("the pairs the regulations forbid"));
    }

    @Test
    void aSystemThatDoesNotApplyTheRuleHasItsForbiddenBoardsRefused() {
        // a system pairing by start numbers, 1-2, 3-4, ...: it knows nothing of the regulations
        PairingSystem byNumbers = new PairingSystem() {
            @Override
            public String id() {
                return "BY_NUMBERS";
            }

            @Override
            public Message displayName() {
                return Message.of(SameUnitLastRound.class, "constraint.sameUnit", 0, 0, "", 0);
            }

            @Override
            public PairingOutcome pair(PairingRequest request) {
                return new PairingOutcome.Paired(new RoundPairing(request.round(),
                        List.of(new Board(1, 1, 2), new Board(2, 3, 4), new Board(3, 5, 6), new Board(4, 7, 8)), List.of(),
                        new org.chessarbiter.pairing.Explanation(List.of())));
            }
        };
        assertInstanceOf(PairingOutcome.Paired.class, byNumbers.constrained(new SameUnitLastRound(HA_NOI_LEADERS, 50))
                .pair(leadersBeforeRound(4)));
        PairingOutcome out = byNumbers.constrained(new SameUnitLastRound(HA_NOI_LEADERS, 50)).pair(leadersBeforeRound(3));
        List<Problem> errors = assertInstanceOf(PairingOutcome.Failed.class, out).errors();
        assertEquals(1, errors.size());
        String text = errors.get(0).message().format(Locale.ENGLISH);
        assertTrue(text.contains("board 1 (1-2)") && text.contains("same unit (Hà Nội)"), text);
        assertTrue(byNumbers.constrained(PairingConstraint.NONE) == byNumbers);
    }
}
