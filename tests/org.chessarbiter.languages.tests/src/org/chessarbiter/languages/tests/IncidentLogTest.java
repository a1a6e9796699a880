package org.chessarbiter.languages.tests;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.CLOCK_READING;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INCIDENT_ENDED_GAME;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INCIDENT_PENALTY;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INCIDENT_REFUSED;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INCIDENT_RESULT;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INCIDENT_SYNTAX;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.TIME_EXCEEDED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import java.util.ArrayList;
import org.chessarbiter.rules.clock.Incident;
import org.chessarbiter.rules.clock.IncidentCommand;
import org.chessarbiter.rules.clock.IncidentText;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.scoresheet.convert.ScoresheetConverter;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;

/**
 * The incident log of a scoresheet ({@code [%incident …]} in comments, docs/incident-log.md) checked under the law
 * of the game: each rule with a failing and a passing example, each test naming its article.
 */
@ExtendWith({ InjectionExtension.class, EnglishLocale.class })
@InjectWith(ScoresheetInjectorProvider.class)
class IncidentLogTest {
    /** A xiangqi opening in the short form of Luật cờ Tướng 2004 Điều 11.2a. */
    private static final String[] XIANGQI = {"1) P2-5", "M8.7", "2) M2.3", "X9-8", "3) X1-2", "P8-9"};

    @Inject
    private Scoresheets sheets;

    @Inject
    private ScoresheetConverter converter;

    private void assertClean(String text) throws Exception {
        Database db = sheets.bienban(text);
        assertEquals(List.of(), sheets.issues(db), text);
    }

    /** {@code text} has no error and no warning (a claimable draw is information). */
    private void assertNoProblem(String text) throws Exception {
        List<Issue> issues = sheets.issues(sheets.bienban(text));
        assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() != Severity.INFO).toList(), text);
    }

    /** The message of the issue with {@code code} in {@code text}, which must have it. */
    private String message(String text, String code) throws Exception {
        return sheets.issue(sheets.bienban(text), code).getMessage();
    }

    /** The message of the first finding with {@code code} in Vietnamese. */
    private String vietnamese(String text, String code) throws Exception {
        Database db = sheets.bienban(text);
        Finding f = ScoresheetChecker.check(GameMapper.map(db.getGames().get(0))).findings().stream()
                .filter(x -> x.code().equals(code)).findFirst().orElseThrow();
        return f.problem().message().format(Locale.forLanguageTag("vi"));
    }

    /** The xiangqi opening with {@code comments[i]} after its i-th half-move, then {@code end}. */
    private static String xiangqi(String end, String... comments) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < XIANGQI.length; i++) {
            b.append(XIANGQI[i]).append(' ');
            if (i < comments.length && !comments[i].isEmpty()) {
                b.append('{').append(comments[i]).append("} ");
            }
        }
        return b.append(end).toString();
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5: the second illegal move loses; a game that goes on after it is an error")
    void fide2018_7_5_5_secondIllegalMoveEndsTheGame() throws Exception {
        String goesOn = "1. e4 {[%incident illegal side=white penalty=+2:00]} e5 2. Nf3 {[%incident illegal side=white]} Nc6 0-1";
        Database db = sheets.bienban(goesOn);
        sheets.validator().assertError(db, Literals.MOVE, INCIDENT_ENDED_GAME);
        assertEquals(goesOn.indexOf("Nc6"), sheets.issue(db, INCIDENT_ENDED_GAME).getOffset());
        assertEquals("This move comes after the incident log ended the game: Illegal move number 2 by White: Black wins"
                + " (FIDE 2018 7.5.5)", message(goesOn, INCIDENT_ENDED_GAME));
        String wrongResult = "1. e4 {[%incident illegal side=white]} e5 2. Nf3 {[%incident illegal side=white]} 1-0";
        sheets.validator().assertError(sheets.bienban(wrongResult), Literals.RESULT, INCIDENT_RESULT);
        assertEquals(List.of("0-1", "1/2-1/2"), List.of(sheets.issue(sheets.bienban(wrongResult), INCIDENT_RESULT).getData()),
                "a draw when Black cannot mate (7.5.5) is accepted too");
        assertClean("1. e4 {[%incident illegal side=white penalty=+2:00]} e5 2. Nf3 {[%incident illegal side=white]} 0-1");
        assertClean("1. e4 {[%incident illegal side=white]} e5 2. Nf3 {[%incident illegal side=black]} Nc6 *");
    }

    @Test
    @DisplayName("FIDE 2000 7.4(b): the third illegal move loses, the first two give the opponent two minutes")
    void fide2000_7_4b_thirdIllegalMoveLoses() throws Exception {
        String two = "[Law \"FIDE 2000\"]\n1. e4 {[%incident illegal side=white penalty=+2:00]} e5 2. Nf3 "
                + "{[%incident illegal side=white penalty=+2:00]} Nc6 3. Bc4 ";
        assertClean(two + "*");
        String three = two + "{[%incident illegal side=white]} Bc5 0-1";
        assertTrue(message(three, INCIDENT_ENDED_GAME).endsWith("Illegal move number 3 by White: Black wins (FIDE 2000 7.4(b))"));
        assertClean(two + "{[%incident illegal side=white]} 0-1");
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5, B.2: two minutes to the opponent, one minute in blitz")
    void fide2018_B_2_penaltyPerClass() throws Exception {
        String standard = "1. e4 {[%incident illegal side=white penalty=+1:00]} e5 *";
        sheets.validator().assertError(sheets.bienban(standard), Literals.COMMENT, INCIDENT_PENALTY);
        assertEquals("The log records 1:00 added to the clock of Black; the law gives 2:00 (FIDE 2018 7.5.5)",
                message(standard, INCIDENT_PENALTY));
        assertClean(standard.replace("+1:00", "+2:00"));
        String blitz = "[TimeControl \"180+2\"]\n1. e4 {[%incident illegal side=white penalty=+2:00]} e5 *";
        assertEquals("The log records 2:00 added to the clock of Black; the law gives 1:00 (FIDE 2018 7.5.5, B.2)",
                message(blitz, INCIDENT_PENALTY));
        assertClean(blitz.replace("+2:00", "+1:00"));
    }

    @Test
    @DisplayName("FIDE 2018 9.5.3; Luật cờ Tướng 2004 Điều 12b: an incorrect claim gives the opponent two minutes")
    void fide2018_9_5_3_and_dieu12b_wrongClaim() throws Exception {
        String chess = "1. e4 e5 {[%incident claim side=black type=fifty outcome=rejected penalty=+3:00]} 2. Nf3 *";
        assertTrue(message(chess, INCIDENT_PENALTY).endsWith("the law gives 2:00 (FIDE 2018 9.5.3)"));
        assertClean(chess.replace("+3:00", "+2:00"));
        String xiangqi = xiangqi("*", "", "[%incident claim side=black type=fifty outcome=rejected penalty=+1:00]");
        assertEquals("Nhật ký ghi cộng 1:00 vào đồng hồ của Đỏ; luật quy định 2:00 (Luật cờ Tướng 2004 Điều 12b)",
                vietnamese(xiangqi, INCIDENT_PENALTY));
        assertClean(xiangqi.replace("+1:00", "+2:00"));
    }

    @Test
    @DisplayName("FIDE 2018 9.2.1, 9.3; Luật cờ Tướng 2004 Điều 12a: a correct claim draws; the engine checks it")
    void fide2018_9_2_9_3_correctClaimDraws() throws Exception {
        String shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 ";
        String accepted = shuffle + "{[%incident claim side=white type=threefold outcome=accepted]} ";
        assertNoProblem(accepted + "1/2-1/2");
        assertTrue(message(accepted + "1-0", INCIDENT_RESULT).endsWith("draw (FIDE 2018 9.2.1)"));
        String early = "1. e4 e5 2. Nf3 {[%incident claim side=black type=threefold outcome=accepted]} 1/2-1/2";
        assertEquals("Black cannot claim threefold repetition here: the moves recorded do not allow it (FIDE 2018 9.2.1)",
                message(early, INCIDENT_REFUSED));
        String rejected = shuffle + "{[%incident claim side=white type=threefold outcome=rejected]} 5. Nf3 *";
        sheets.validator().assertWarning(sheets.bienban(rejected), Literals.COMMENT, INCIDENT_REFUSED);
        sheets.validator().assertError(sheets.bienban("1. e4 e5 {[%incident claim side=white type=fifty outcome=postponed]} *"),
                Literals.COMMENT, INCIDENT_REFUSED);
        String threefold = xiangqi("1/2-1/2", "", "", "[%incident claim side=red type=threefold outcome=accepted]");
        assertTrue(message(threefold, INCIDENT_REFUSED).contains("Red claims threefold repetition, which this law does not"));
        String fifty = xiangqi("1/2-1/2", "", "", "", "", "", "[%incident claim side=black type=fifty outcome=accepted]");
        assertEquals("Đen không thể đề nghị hòa vì luật 50 nước ở đây: các nước đi đã ghi không cho phép (Luật cờ Tướng 2004"
                + " Điều 12a)", vietnamese(fifty, INCIDENT_REFUSED));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 7.1n, 20.4 b.9: three conduct faults lose; the result must say so")
    void dieu7_1n_threeConductFaultsLose() throws Exception {
        String fault = "[%incident fault side=red type=conduct]";
        String wrong = xiangqi("1-0", fault, "", fault, "", fault).replace(" P8-9", "");
        sheets.validator().assertError(sheets.bienban(wrong), Literals.RESULT, INCIDENT_RESULT);
        assertEquals("Kết quả 1-0 không khớp với nhật ký sự cố: Đỏ: lỗi tác phong lần thứ 3, Đen thắng (Luật cờ Tướng 2004"
                + " Điều 7.1n, Điều 20.4 b.9)", vietnamese(wrong, INCIDENT_RESULT));
        sheets.validator().assertError(sheets.bienban(xiangqi("0-1", fault, "", fault, "", fault)), Literals.MOVE,
                INCIDENT_ENDED_GAME);
        assertClean(wrong.replace("1-0", "0-1"));
        assertClean(xiangqi("*", fault, "", fault, "", "[%incident fault side=red type=technical]"));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 16.3a, 7.1n: illegal moves are technical faults, the third loses")
    void dieu16_3a_illegalMovesAreTechnicalFaults() throws Exception {
        String illegal = "[%incident illegal side=red]";
        String ended = xiangqi("0-1", illegal, "", "[%incident lỗi bên=đỏ loại=kỹ-thuật]", "", illegal);
        assertTrue(message(ended, INCIDENT_ENDED_GAME).contains("technical fault number 3, Black wins"));
        assertClean(ended.replace(" P8-9", ""));
    }

    @Test
    @DisplayName("FIDE 2018 12.9: the FIDE Laws keep no fault ledger (a warning)")
    void fide2018_12_9_faultsAreAWarningInChess() throws Exception {
        sheets.validator().assertWarning(sheets.bienban("1. e4 {[%incident fault side=white type=conduct]} e5 *"),
                Literals.COMMENT, INCIDENT_REFUSED);
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.2: play after the moves were not made in time is an error in xiangqi")
    void dieu10_1_2_timeExceededIsAnErrorInXiangqi() throws Exception {
        String late = "[TimeControl \"25/3600:1800\"]\n" + xiangqi("*", "[%clk 0:00:00]");
        sheets.validator().assertError(sheets.bienban(late), Literals.COMMENT, TIME_EXCEEDED);
        assertTrue(message(late, TIME_EXCEEDED).endsWith("(Luật cờ Tướng 2004 Điều 10.1.2)."));
        assertClean("[TimeControl \"25/3600:1800\"]\n" + xiangqi("*", "[%clk 0:59:00]"));
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5, 6.3.1: clock readings count the time the log added")
    void fide2018_7_5_5_readingsWithThePenaltyAdded() throws Exception {
        String withPenalty = "[TimeControl \"40/5400:1800\"]\n1. e4 {[%clk 1:29:00] [%incident illegal side=white]} "
                + "e5 {[%clk 1:31:00]} 2. Nf3 {[%clk 1:28:00]} *";
        assertClean(withPenalty);
        String without = withPenalty.replace(" [%incident illegal side=white]", "");
        sheets.validator().assertError(sheets.bienban(without), Literals.COMMENT, CLOCK_READING);
        assertClean(without.replace("1. e4 {[%clk 1:29:00]}", "1. e4 {[%clk 1:29:00] [%incident time side=black add=2:00]}"));
        sheets.validator().assertError(sheets.bienban(without.replace("1. e4 {[%clk 1:29:00]}",
                "1. e4 {[%clk 1:29:00] [%incident time side=black set=1:20:00]}")), Literals.COMMENT, CLOCK_READING);
    }

    @Test
    @DisplayName("FIDE 2018 III.5: the quickplay-finish claim needs less than two minutes on the claimant's clock")
    void fide2018_III_5_quickplayClaim() throws Exception {
        String claim = "[TimeControl \"5400\"]\n1. e4 {[%clk 0:03:00]} e5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:03:00] "
                + "[%incident claim side=white type=quickplay outcome=accepted]} 1/2-1/2";
        assertTrue(message(claim, INCIDENT_REFUSED).contains("White has 3:00 left, not less than two minutes (FIDE 2018 III.5)"));
        assertClean(claim.replace("0:03:00", "0:01:30"));
        String rejected = claim.replace("0:03:00", "0:01:30").replace("accepted]} 1/2-1/2", "rejected penalty=+2:00]} Nc6 *");
        assertClean(rejected);
    }

    @Test
    @DisplayName("FIDE 2018 I.1.1, I.8: the player to move seals; a faulty sealed move loses")
    void fide2018_I_8_sealedMove() throws Exception {
        sheets.validator().assertError(sheets.bienban("1. e4 e5 {[%incident seal side=black]} 2. Nf3 *"), Literals.COMMENT,
                INCIDENT_REFUSED);
        String illegal = "1. e4 e5 {[%incident seal side=white reading=illegal]} 2. Nf3 *";
        assertTrue(message(illegal, INCIDENT_ENDED_GAME).endsWith("The sealed move of White is illegal: Black wins (FIDE 2018 I.8)"));
        assertClean("1. e4 e5 {[%incident seal side=white reading=legal]} 2. Nf3 *");
        assertClean("1. e4 e5 {[%incident seal side=white reading=illegal]} 0-1");
    }

    @Test
    @DisplayName("FIDE 2018 6.7.1; Luật cờ Tướng 2004 Điều 10.2.1a: arriving after the default time loses")
    void fide2018_6_7_1_defaultTime() throws Exception {
        String late = "{[%incident late side=black time=0:05:00]} 1. e4 e5 *";
        assertTrue(message(late, INCIDENT_ENDED_GAME).endsWith("later than the default time of 0:00: White wins (FIDE 2018 6.7.1)"));
        assertClean(late.replace("0:05:00]", "0:05:00 allowed=0:30:00]"));
        assertClean("{[%incident late side=black time=0:05:00]} 1-0");
        String xiangqi = "[Game \"Chinese Chess\"]\n{[%incident đến-muộn bên=đen thời-gian=20:00]} 1-0";
        assertClean(xiangqi);
        assertTrue(message(xiangqi.replace("1-0", "0-1"), INCIDENT_RESULT).endsWith(
                "later than the default time of 15:00: Red wins (Luật cờ Tướng 2004 Điều 10.2.1a, Điều 7.1e)"));
        assertClean(xiangqi.replace("20:00]", "20:00 cho-phép=30:00]").replace("1-0", "*"));
    }

    @Test
    @DisplayName("FIDE 2018 12.9.3, 12.9.6; Luật cờ Tướng 2004 Điều 16.1: the arbiter's sanctions in the log")
    void fide2018_12_9_sanctions() throws Exception {
        String lost = "1. e4 e5 {[%incident sanction side=black type=game-lost]} ";
        assertClean(lost + "1-0");
        sheets.validator().assertError(sheets.bienban(lost + "2. Nf3 1-0"), Literals.MOVE, INCIDENT_ENDED_GAME);
        String taken = "[TimeControl \"5400\"]\n1. e4 {[%clk 1:29:00] [%incident sanction side=white type=time-from time=10:00]} "
                + "e5 {[%clk 1:29:00]} 2. Nf3 {[%clk 1:18:00]} *";
        assertClean(taken);
        sheets.validator().assertError(sheets.bienban(taken.replace("1:18:00", "1:28:00")), Literals.COMMENT, CLOCK_READING);
        assertClean(taken.replace(" [%incident sanction side=white type=time-from time=10:00]", "").replace("1:18:00", "1:28:00"));
        sheets.validator().assertWarning(sheets.bienban(xiangqi("*", "[%incident xử-phạt bên=đỏ loại=trừ-giờ thời-gian=1:00]")),
                Literals.COMMENT, INCIDENT_REFUSED);
        assertClean(xiangqi("*", "[%incident xử-phạt bên=đỏ loại=cảnh-cáo]"));
    }

    @Test
    @DisplayName("FIDE 2018 I.10: later than the default time at the resumption of an adjourned game loses")
    void fide2018_I_10_lateAtTheResumption() throws Exception {
        String adjourned = "1. e4 e5 {[%incident seal side=white] [%incident late side=black time=0:10:00]} ";
        assertClean(adjourned + "1-0");
        sheets.validator().assertError(sheets.bienban(adjourned + "2. Nf3 1-0"), Literals.MOVE, INCIDENT_ENDED_GAME);
        assertClean(adjourned.replace("0:10:00]", "0:10:00 allowed=0:30:00] [%incident seal side=white reading=legal]")
                + "2. Nf3 *");
    }

    @Test
    void anUnreadableCommandIsAnErrorAtTheWord() throws Exception {
        String text = "1. e4 {[%incident illegal side=green]} e5 *";
        Database db = sheets.bienban(text);
        sheets.validator().assertError(db, Literals.COMMENT, INCIDENT_SYNTAX);
        Issue issue = sheets.issue(db, INCIDENT_SYNTAX);
        assertEquals(text.indexOf("side=green"), issue.getOffset());
        assertEquals("side=green".length(), issue.getLength());
        assertEquals("'green' is not a value of side: white, red, black, trắng, đỏ, đen", issue.getMessage());
    }

    /** The incidents of the main line of {@code db}'s first game, in order. */
    private static List<Incident> incidents(Database db) {
        WrittenGame game = GameMapper.map(db.getGames().get(0));
        List<Token> comments = new ArrayList<>(game.main().leadingComments());
        for (WrittenNode n : game.main().nodes()) {
            comments.addAll(n.comments());
        }
        List<Incident> read = new ArrayList<>();
        for (Token c : comments) {
            var r = IncidentText.read(c.text());
            assertEquals(List.of(), r.problems(), c.text());
            r.value().stream().map(IncidentCommand::incident).forEach(read::add);
        }
        return read;
    }

    @Test
    void theLogRoundTripsThroughPgn() throws Exception {
        String bienban = "[Event \"Giải mẫu\"]\n{[%incident late side=black time=0:10:00 allowed=1:00:00]}\n"
                + "1. e4 {Trắng đi sai [%clk 1:29:50] [%incident illegal side=white penalty=+2:00]} Mf6 "
                + "{[%incident claim side=black type=fifty outcome=rejected penalty=+2:00]} 2. Mf3 "
                + "{[%incident time side=white add=1:00] [%incident time side=black moves=1]} d5 "
                + "{[%incident đề-nghị bên=đen loại=lặp-ba kết-quả=bác-bỏ phạt=+2:00]} 1/2-1/2";
        Database original = sheets.bienban(bienban);
        assertEquals(List.of(), sheets.issues(original));
        List<Incident> log = incidents(original);
        assertEquals(6, log.size(), log::toString);
        String pgn = converter.convert(bienban, "san-en", Syntax.PGN).value();
        assertTrue(pgn.replaceAll("\\s+", " ").contains(
                "1. e4 {Trắng đi sai [%clk 1:29:50] [%incident illegal side=white penalty=+2:00]} 1... Nf6"), pgn);
        Database asPgn = sheets.pgn(pgn);
        assertEquals(List.of(), sheets.issues(asPgn), pgn);
        assertEquals(log, incidents(asPgn));
        String back = converter.convert(pgn, "san-vi", Syntax.SCORESHEET).value();
        assertEquals(log, incidents(sheets.bienban(back)), back);
        StringBuilder written = new StringBuilder("{");
        for (Incident i : log) {
            written.append(IncidentText.format(i, IncidentText.SideWords.WHITE_BLACK)).append(' ');
        }
        Database rewritten = sheets.bienban(written.append("} *").toString());
        assertEquals(log, incidents(rewritten), "parse, write, parse: the same incidents");
    }
}
