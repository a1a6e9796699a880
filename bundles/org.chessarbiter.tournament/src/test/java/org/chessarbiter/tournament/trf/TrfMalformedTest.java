package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ParseResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each malformed line gives one located problem (line, column, what was expected); nothing else is lost. */
class TrfMalformedTest {

    static String player(int start, String name, String rating, String points, int opponent, char colour, char result) {
        return String.format("001 %4d m%3s %-33s %4s %-3s %11s %-10s %4s %4d  %04d %c %c", start, "", name, rating, "VIE", "", "", points,
                start, opponent, colour, result);
    }

    static final String GOOD1 = player(1, "Alpha, Anna", "2400", "1.0", 2, 'w', '1');
    static final String GOOD2 = player(2, "Beta, Binh", "2300", "0.0", 1, 'b', '0');
    static final String THIRD = player(3, "Gamma", "2300", "1.0", 0, '-', 'U');

    /** THIRD with {@code text} written over it from 1-based column {@code column}. */
    static String third(int column, String text) {
        return THIRD.substring(0, column - 1) + text + THIRD.substring(Math.min(THIRD.length(), column - 1 + text.length()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "rating not a number |49|23x0|trf.expectedNumber|49",
        "start number letters|5|abc3|trf.expectedNumber|5",
        "colour x            |97|x|trf.expectedColour|97",
        "result 5            |99|5|trf.expectedResult|99",
        "points not a number |81|a.b0|trf.expectedPoints|81",
        "name one column long|15|Gammaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa|trf.expectedBlank|48",
        "opponent letters    |92|00x0|trf.expectedNumber|92",
        "duplicate start     |5|'   1'|trf.duplicateStartNumber|5",
    })
    void malformedPlayerLineIsLocatedAndKept(String what, int column, String text, String key, int expectedColumn) {
        checkLocated(third(column, text), key, expectedColumn);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "rounds not a number |142 three|trf.expectedNumber|5",
        "initial colour G    |152 G|trf.expectedColour|5",
        "scoring points bad  |162  W x.0    D 0.5|trf.expectedPoints|8",
        "scoring divided by 0|162  W 1/0|trf.expectedPoints|8",
        "scoring huge        |162  W 99999999999999999999|trf.expectedPoints|8",
        "bye kind Q          |240 Q   3    2|trf.expectedByeKind|5",
        "bye round of 4 digits|2400 1800|trf.byeRoundTooLarge|6",
        "rounds past 999     |142 1223320102|trf.tooManyRounds|5",
        "xxr rounds past 999 |XXR 1000|trf.tooManyRounds|5",
        "prohibited player   |260   1   3    1   x2|trf.expectedNumber|20",
        "xxr not a number    |XXR 1O|trf.expectedNumber|5",
        "bbw not points      |BBW one|trf.expectedPoints|5",
        "team number letters |310  ab Team|trf.expectedNumber|5",
        "acceleration points |XXA    1  1.0  x.0|trf.expectedPoints|15",
        "team bye team       |320  2.0  1.0   x|trf.expectedNumber|15",
        "team forfeit round  |330 +-   x   1   2|trf.expectedNumber|8",
        "forbidden pair      |XXP 1 b2|trf.expectedNumber|7",
    })
    void malformedRecordIsLocatedAndKept(String what, String bad, String key, int column) {
        checkLocated(bad, key, column);
    }

    private static void checkLocated(String bad, String key, int column) {
        String text = GOOD1 + "\n" + bad + "\n" + GOOD2 + "\n";
        ParseResult<TrfDocument> r = TrfReader.read(text);
        assertEquals(1, r.problems().size(), () -> r.problems().toString());
        Problem p = r.problems().get(0);
        assertEquals(key, p.message().key());
        assertEquals(2, p.location().line());
        assertEquals(column, p.location().column());
        TrfDocument doc = r.toOptional().orElseThrow();
        assertEquals(2, doc.players().size(), "the good lines are read");
        assertEquals(text, TrfWriter.toString(doc, TrfWriter.Options.EXACT), "the bad line is kept as written");
        assertTrue(doc.lines().get(1).record() instanceof TrfRecord.Text);
    }

    @Test
    void inconsistentPairingIsLocatedAtTheRoundBlock() {
        String text = GOOD1 + "\n" + player(2, "Beta, Binh", "2300", "0.0", 3, 'b', '0') + "\n"
                + player(3, "Gamma", "2300", "1.0", 2, 'w', '1') + "\n";
        var t = TrfTournamentMapper.toTournament(TrfReader.read(text).toOptional().orElseThrow());
        assertEquals("trf.opponentMismatch", t.problems().get(0).message().key());
        assertEquals(1, t.problems().get(0).location().line());
        assertEquals(92, t.problems().get(0).location().column());
        assertTrue(t.isOk());
    }

    @Test
    void aPlayerPairedAgainstHimselfIsReportedNotThrown() {
        String text = player(1, "Alpha, Anna", "2400", "1.0", 1, 'w', '1') + "\n" + GOOD2 + "\n";
        var t = TrfTournamentMapper.toTournament(TrfReader.read(text).toOptional().orElseThrow());
        assertEquals("trf.opponentIsSelf", t.problems().get(0).message().key());
        assertEquals(1, t.problems().get(0).location().line());
    }

    @Test
    void readingATournamentReportsBothSteps() {
        String text = GOOD1.replace("2400", "24x0") + "\n" + player(2, "Beta, Binh", "2300", "1.0", 1, 'b', '1') + "\n"
                + player(3, "Gamma", "2300", "1.0", 2, 'w', '1') + "\n";
        var r = TrfTournamentMapper.read(new java.io.StringReader(text));
        assertEquals(java.util.List.of("trf.expectedNumber", "trf.opponentMismatch", "trf.opponentMismatch"), r.problems().stream().map(p -> p.message().key()).toList());
        assertEquals(2, r.toOptional().orElseThrow().players().size());
    }

    @Test
    void resultsThatDoNotMatchAreReported() {
        String text = GOOD1 + "\n" + player(2, "Beta, Binh", "2300", "1.0", 1, 'b', '1') + "\n";
        var t = TrfTournamentMapper.toTournament(TrfReader.read(text).toOptional().orElseThrow());
        assertEquals("trf.resultMismatch", t.problems().get(0).message().key());
        assertEquals(99, t.problems().get(0).location().column());
    }

    @Test
    void messagesExistInEnglishAndVietnamese() {
        Problem p = TrfReader.read(GOOD1.replace("2400", "24x0")).problems().get(0);
        assertEquals("1:49: expected a number for the rating, found \"24x0\"", p.text(Locale.ENGLISH));
        assertEquals("1:49: cần một số cho trường rating, nhưng gặp \"24x0\"", p.text(Locale.forLanguageTag("vi")));
    }

    @Test
    void invalidUtf8IsReportedAndReadAsLatin1() {
        byte[] bytes = (GOOD1 + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        bytes[20] = (byte) 0xE9;
        var r = TrfReader.read(new java.io.ByteArrayInputStream(bytes));
        assertEquals("trf.notUtf8", r.problems().get(0).message().key());
        assertEquals(1, r.toOptional().orElseThrow().players().size());
    }
}
