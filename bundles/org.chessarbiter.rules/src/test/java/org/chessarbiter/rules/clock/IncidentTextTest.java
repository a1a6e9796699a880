package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.Test;

/** The incident log's text form: reading, writing, round trips, Vietnamese synonyms, located errors. */
class IncidentTextTest {

    private static List<Incident> incidents(String comment) {
        ParseResult<List<IncidentCommand>> r = IncidentText.read(comment);
        assertEquals(List.of(), r.problems(), comment);
        return r.value().stream().map(IncidentCommand::incident).toList();
    }

    private static Problem problem(String comment) {
        ParseResult<List<IncidentCommand>> r = IncidentText.read(comment);
        assertEquals(List.of(), r.value(), comment);
        assertEquals(1, r.problems().size(), comment);
        return r.problems().get(0);
    }

    @Test
    void everyKindIsRead() {
        assertEquals(List.of(new IllegalMoveIncident(Side.FIRST, OptionalLong.of(2 * MIN))),
                incidents("{[%incident illegal side=white penalty=+2:00]}"));
        assertEquals(List.of(new ClaimIncident(Side.SECOND, ClaimIncident.Claim.FIFTY_MOVES, ClaimIncident.Answer.REJECTED,
                OptionalLong.empty())), incidents("[%incident claim side=black type=fifty outcome=rejected]"));
        assertEquals(List.of(new TimeIncident(Side.SECOND, TimeIncident.Action.SET, 65 * MIN + 30 * S)),
                incidents("[%incident time side=black set=1:05:30]"));
        assertEquals(List.of(new TimeIncident(Side.FIRST, TimeIncident.Action.MOVES, 40)),
                incidents("[%incident time side=white moves=40]"));
        assertEquals(List.of(new FaultIncident(Side.FIRST, FaultKind.CONDUCT)), incidents("[%incident fault side=red type=conduct]"));
        assertEquals(List.of(new SealIncident(Side.SECOND, Optional.of(SealedMoveReading.AMBIGUOUS))),
                incidents("[%incident seal side=black reading=ambiguous]"));
        assertEquals(List.of(new LateIncident(Side.SECOND, 20 * MIN, OptionalLong.of(30 * MIN))),
                incidents("[%incident late side=black time=20:00 allowed=0:30:00]"));
    }

    @Test
    void theIncrementRequestOfFide2018III4IsAClaim() {
        ClaimIncident request = new ClaimIncident(Side.FIRST, ClaimIncident.Claim.INCREMENT, ClaimIncident.Answer.ACCEPTED,
                OptionalLong.of(2 * MIN));
        assertEquals(List.of(request), incidents("[%incident claim side=white type=increment outcome=accepted penalty=+2:00]"));
        assertEquals(List.of(request), incidents("[%incident đề-nghị bên=trắng loại=cộng-giây kết-quả=chấp-nhận phạt=+2:00]"));
        assertEquals("[%incident claim side=white type=increment outcome=accepted penalty=+2:00]",
                IncidentText.format(request, IncidentText.SideWords.WHITE_BLACK));
        assertTrue(ClaimIncident.Claim.INCREMENT.drawClaim().isEmpty());
    }

    @Test
    void vietnameseSynonymsWithOrWithoutDiacritics() {
        List<Incident> expected = List.of(new FaultIncident(Side.FIRST, FaultKind.TECHNICAL));
        assertEquals(expected, incidents("[%incident lỗi bên=đỏ loại=kỹ-thuật]"));
        assertEquals(expected, incidents("[%incident LOI ben=do loai=ky-thuat]"));
        assertEquals(List.of(new ClaimIncident(Side.SECOND, ClaimIncident.Claim.THREEFOLD, ClaimIncident.Answer.ACCEPTED,
                OptionalLong.empty())), incidents("[%incident đề-nghị bên=đen loại=lặp-ba kết-quả=chấp-nhận]"));
    }

    @Test
    void severalCommandsBesideClockReadingsAndText() {
        List<Incident> read = incidents("{Trắng đi sai [%clk 1:20:00] [%incident illegal side=white] [%incident time side=black add=2:00]}");
        assertEquals(List.of(new IllegalMoveIncident(Side.FIRST, OptionalLong.empty()),
                new TimeIncident(Side.SECOND, TimeIncident.Action.ADD, 2 * MIN)), read);
        assertTrue(IncidentText.hasCommand("{[%clk 1:00:00] [%incident seal side=white]}"));
        assertFalse(IncidentText.hasCommand("{[%clk 1:00:00] [%incidental]}"));
    }

    @Test
    void writeThenReadGivesTheSameIncidents() {
        List<Incident> all = List.of(new IllegalMoveIncident(Side.FIRST, OptionalLong.of(MIN)),
                new IllegalMoveIncident(Side.SECOND, OptionalLong.empty()),
                new ClaimIncident(Side.FIRST, ClaimIncident.Claim.QUICKPLAY_FINISH, ClaimIncident.Answer.POSTPONED, OptionalLong.of(2 * MIN)),
                new TimeIncident(Side.SECOND, TimeIncident.Action.TAKE, 90 * S), new TimeIncident(Side.FIRST, TimeIncident.Action.SET, 2 * 3600 * S),
                new FaultIncident(Side.SECOND, FaultKind.TECHNICAL), new SealIncident(Side.FIRST, Optional.empty()),
                new SealIncident(Side.FIRST, Optional.of(SealedMoveReading.ILLEGAL)), new LateIncident(Side.FIRST, 61 * MIN, OptionalLong.empty()));
        for (IncidentText.SideWords words : IncidentText.SideWords.values()) {
            for (Incident i : all) {
                String text = IncidentText.format(i, words);
                assertEquals(List.of(i), incidents("{" + text + "}"), text);
            }
        }
        assertEquals("[%incident illegal side=white penalty=+2:00]",
                IncidentText.format(new IllegalMoveIncident(Side.FIRST, OptionalLong.of(2 * MIN)), IncidentText.SideWords.WHITE_BLACK));
        assertEquals("[%incident fault side=red type=conduct]",
                IncidentText.format(new FaultIncident(Side.FIRST, FaultKind.CONDUCT), IncidentText.SideWords.RED_BLACK));
    }

    @Test
    void errorsAreLocatedInTheComment() {
        Problem kind = problem("{[%incident ilegal side=white]}");
        assertEquals(Location.span(12, 6), kind.location());
        assertTrue(kind.message().format(Locale.ENGLISH).startsWith("'ilegal' is not a kind of incident"), kind.toString());
        Problem side = problem("{[%incident illegal side=green]}");
        assertEquals(Location.span(20, 10), side.location());
        assertEquals("'green' is not a value of side: white, red, black, trắng, đỏ, đen", side.message().format(Locale.ENGLISH));
        Problem missing = problem("{[%incident claim side=white type=fifty]}");
        assertEquals("The incident \"claim\" needs outcome=", missing.message().format(Locale.ENGLISH));
        assertEquals("Sự cố \"claim\" cần ghi outcome=", missing.message().format(Locale.forLanguageTag("vi")));
        assertEquals(Location.span(1, 39), missing.location());
        problem("[%incident time side=white add=1:00 take=1:00]");
        problem("[%incident illegal side=white penalty=-2:00]");
        problem("[%incident illegal side=white colour=white]");
        problem("[%incident illegal side=white side=black]");
        problem("[%incident]");
        problem("[%incident late side=white time=99999999999999999999999]");
    }
}
