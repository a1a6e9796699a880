package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The arbiter's sanctions in the incident log's text form (FIDE 2018 12.9; FIDE 2000 13.4; Luật cờ Tướng 2004 Điều 16.1). */
class SanctionIncidentTextTest {

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
    @DisplayName("FIDE 2018 12.9.1–12.9.9: every sanction is read, in English or Vietnamese, and written back the same")
    void fide2018_12_9_everySanctionRoundTrips() {
        assertEquals(List.of(new SanctionIncident(Side.SECOND, Sanction.WARNING, OptionalLong.empty())),
                incidents("{[%incident sanction side=black type=warning]}"));
        assertEquals(List.of(new SanctionIncident(Side.FIRST, Sanction.TIME_FROM_OFFENDER, OptionalLong.of(MIN))),
                incidents("{[%incident xử-phạt bên=trắng loại=trừ-giờ thời-gian=1:00]}"));
        assertEquals(List.of(new SanctionIncident(Side.FIRST, Sanction.EXCLUSION, OptionalLong.empty())),
                incidents("{[%incident xu-phat ben=do loai=truat-quyen]}"));
        for (Sanction s : Sanction.values()) {
            for (IncidentText.SideWords words : IncidentText.SideWords.values()) {
                Incident i = new SanctionIncident(Side.SECOND, s, SanctionIncident.timed(s) ? OptionalLong.of(2 * MIN) : OptionalLong.empty());
                String text = IncidentText.format(i, words);
                assertEquals(List.of(i), incidents("{" + text + "}"), text);
            }
        }
        assertEquals("[%incident sanction side=white type=time-to time=2:00]", IncidentText.format(
                new SanctionIncident(Side.FIRST, Sanction.TIME_TO_OPPONENT, OptionalLong.of(2 * MIN)), IncidentText.SideWords.WHITE_BLACK));
    }

    @Test
    @DisplayName("FIDE 2018 12.9.2, 12.9.3: a time sanction needs its time, another takes none")
    void fide2018_12_9_2_timeSanctionsNeedTheirTime() {
        String noTime = "{[%incident sanction side=white type=time-to]}";
        Problem p = problem(noTime);
        assertEquals("The sanction \"time-to\" is given in time: it needs time=", p.message().format(Locale.ENGLISH));
        String timedWarning = "{[%incident sanction side=white type=warning time=1:00]}";
        Problem q = problem(timedWarning);
        assertEquals(timedWarning.indexOf("time=1:00"), q.location().offset(), "located at the time");
        assertEquals("Hình phạt \"warning\" không tính bằng thời gian: không dùng time= (thời-gian=)",
                q.message().format(Locale.forLanguageTag("vi")));
        Problem r = problem("{[%incident sanction side=white type=fine]}");
        assertEquals(true, r.message().format(Locale.ENGLISH).startsWith("'fine' is not a value of type"), r.message().format(Locale.ENGLISH));
    }
}
