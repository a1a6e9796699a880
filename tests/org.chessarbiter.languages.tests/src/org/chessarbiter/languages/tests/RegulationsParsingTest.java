package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.regulations.regulations.Clause;
import org.chessarbiter.regulations.regulations.Document;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;

class RegulationsParsingTest extends RegulationsDocuments {


    private static final String LAW = "law fide2018 \"Luật cờ Vua FIDE 2018\"\n"
            + "article 9.6 \"Hòa tự động\"\n"
            + "  point 1 \"Cùng một thế cờ lặp lại ít nhất năm lần\"\n"
            + "  point 2 \"Bảy mươi lăm nước liên tiếp không bắt quân, không đi Tốt\"\n";

    @Test
    void regulationsCiteTheLawTheyName() throws Exception {
        ResourceSet set = resourceSets.get();
        parser.parse(LAW, set);
        Document doc = parser.parse("regulations hanoi2026 \"Giải cờ Vua Hà Nội mở rộng 2026\"\n"
                + "game chess\nlaw fide2018\nsystem FIDE_DUTCH_2026\nrounds 9\n"
                + "scoring win 1 draw 0.5 loss 0\ntiebreaks BH/C1, BH, SB, DE\n"
                + "time \"90 phút + 30 giây mỗi nước\"\n"
                + "clause 4.1 \"Ván hòa khi lặp lại năm lần\" cites fide2018.9.6.1, fide2018.9.6\n", set);
        validator.assertNoErrors(doc);
        Clause clause = ((Regulations) doc).getClauses().get(0);
        assertEquals("1", clause.getCites().get(0).getName(), "a point of an article");
        assertEquals("9.6", clause.getCites().get(1).getName(), "an article");
    }

    @Test
    void unresolvedCitationIsAnError() throws Exception {
        ResourceSet set = resourceSets.get();
        parser.parse(LAW, set);
        Document doc = parser.parse("regulations x \"X\"\nclause 1 \"...\" cites fide2018.9.7\n", set);
        validator.assertError(doc, RegulationsPackage.Literals.CLAUSE, org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC);
    }

    @Test
    void zeroRoundsIsAnError() throws Exception {
        Document doc = parser.parse("regulations x \"X\"\nrounds 0\n");
        validator.assertError(doc, RegulationsPackage.Literals.ROUNDS_SETTING, RegulationsIssueCodes.ROUNDS_NOT_POSITIVE);
    }

    /**
     * A text ending with a lone carriage return (an old Mac line end, a file cut between CR and LF): every problem
     * of its reading is still reported, where it is. Xtext 2.42's node model looked for the LF after that CR past the
     * text's end when it placed a problem reaching it (an unterminated string, a missing value), and the problem was
     * lost with every check after it (found by fuzzing the language server).
     */
    @Test
    void aTextEndingWithALoneCarriageReturnKeepsItsProblems() throws Exception {
        for (String text : new String[] { "regulations x \"X\r", "regulations x \"X\"\rclause 1 \"text\r", "regulations x \"X\"\nrounds\r" }) {
            Document doc = parser.parse(text);
            java.util.List<org.eclipse.xtext.validation.Issue> issues = validator.validate(doc);
            java.util.List<org.eclipse.emf.ecore.resource.Resource.Diagnostic> read = new java.util.ArrayList<>(doc.eResource().getErrors());
            read.addAll(doc.eResource().getWarnings());
            assertTrue(!read.isEmpty(), "a problem to report in " + text.replace("\r", "\\r"));
            for (org.eclipse.emf.ecore.resource.Resource.Diagnostic d : read) {
                assertTrue(issues.stream().anyMatch(i -> d.getMessage().equals(i.getMessage())),
                        "reported: " + d.getMessage() + " of " + text.replace("\r", "\\r") + "; issues: " + issues);
            }
            assertTrue(issues.stream().allMatch(i -> i.getLineNumber() != null && i.getLineNumberEnd() != null && i.getLineNumber() >= 1),
                    issues.toString());
        }
        Document zero = parser.parse("regulations x \"X\"\rrounds 0\r");
        validator.assertError(zero, RegulationsPackage.Literals.ROUNDS_SETTING, RegulationsIssueCodes.ROUNDS_NOT_POSITIVE);
    }

    @Test
    void repeatedSettingIsAWarning() throws Exception {
        Document doc = parser.parse("regulations x \"X\"\nrounds 7\nrounds 9\n");
        validator.assertWarning(doc, RegulationsPackage.Literals.ROUNDS_SETTING, RegulationsIssueCodes.SETTING_REPEATED);
    }

    @Test
    void timeControlInPgnFormIsReadable_10_1_2() throws Exception {
        validator.assertNoErrors(parser.parse("regulations x \"X\"\ntime \"25 nước trong 60 phút, sau đó 30 phút\" pgn \"25/3600:1800\"\n"));
        validator.assertNoErrors(parser.parse("regulations x \"X\"\ntime \"90 phút + 30 giây mỗi nước\"\n"));
        String text = "regulations x \"X\"\ntime \"90 phút + 30 giây mỗi nước\" pgn \"90 phút\"\n";
        Document doc = parser.parse(text);
        validator.assertError(doc, RegulationsPackage.Literals.TIME_CONTROL_SETTING, RegulationsIssueCodes.BAD_TIME_CONTROL);
        org.eclipse.xtext.validation.Issue issue = validator.validate(doc).get(0);
        assertEquals(text.indexOf("\"90 phút\""), issue.getOffset(), "located at the PGN form");
        assertEquals("\"90 phút\"".length(), issue.getLength());
    }
}
