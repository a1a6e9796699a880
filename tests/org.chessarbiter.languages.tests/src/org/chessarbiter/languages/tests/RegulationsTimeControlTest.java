package org.chessarbiter.languages.tests;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.CLOCK_READING;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.REGULATIONS_DISAGREE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControls;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Clock readings of a scoresheet without a TimeControl tag are checked against the time control of the
 * regulations (*.dieule) of the same project (Luật cờ Tướng 2004 Điều 10.1.2: e.g. 25 moves in the first 60
 * minutes); the tag of the file wins. Both languages share one resource set, as in a project.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class RegulationsTimeControlTest {

    /** 1:00:10 left after move 1: more than 25 moves in 60 minutes allows, less than 90 minutes + 30 seconds. */
    private static final String GAME = "1. e4 {[%clk 1:00:10]} e5 {[%clk 0:59:00]} *";
    private static final String STRICT = "25/3600:1800";
    private static final String LENIENT = "5400+30";

    @Inject
    private Scoresheets sheets;

    @BeforeAll
    static void registerTheRegulationsLanguage() {
        new RegulationsInjectorProvider().getInjector();
    }

    /** A project holding regulations {@code giai0 (r0.dieule)}, {@code giai1 (r1.dieule)}... with these PGN time controls. */
    private XtextResourceSet project(String... controls) throws Exception {
        XtextResourceSet set = sheets.resourceSet();
        for (int i = 0; i < controls.length; i++) {
            Resource r = set.createResource(URI.createURI("r" + i + ".dieule"));
            String text = "regulations giai" + i + " \"Giải mẫu\"\ngame chess\nrounds 7\ntime \"...\" pgn \"" + controls[i] + "\"\n";
            r.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
            assertEquals(List.of(), r.getErrors());
        }
        return set;
    }

    private String message(Database db, String code) {
        return sheets.issue(db, code).getMessage();
    }

    @Test
    void clockReadingsAreCheckedAgainstTheRegulations_10_1_2() throws Exception {
        Database db = sheets.bienban(GAME, project(STRICT));
        sheets.validator().assertError(db, Literals.COMMENT, CLOCK_READING);
        assertTrue(message(db, CLOCK_READING).contains("6.3.1"), "the finding cites the article: " + message(db, CLOCK_READING));
    }

    @Test
    void withoutRegulationsOrWithinThemTheClocksPass() throws Exception {
        sheets.validator().assertNoIssues(sheets.bienban(GAME, project()));
        sheets.validator().assertNoIssues(sheets.bienban(GAME, project(LENIENT)));
        // an unreadable control is reported in the regulations, not used here
        sheets.validator().assertNoIssues(sheets.bienban(GAME, project("90 phút")));
    }

    @Test
    void theTimeControlTagWinsOverTheRegulations() throws Exception {
        sheets.validator().assertNoIssues(sheets.bienban("[TimeControl \"" + LENIENT + "\"]\n" + GAME, project(STRICT)));
        sheets.validator().assertError(sheets.bienban("[TimeControl \"" + STRICT + "\"]\n" + GAME, project(LENIENT)),
                Literals.COMMENT, CLOCK_READING);
    }

    @Test
    void regulationsThatDisagreeGiveAWarningNamingThemAndNoClockCheck() throws Exception {
        XtextResourceSet set = project(STRICT, LENIENT);
        Database db = sheets.bienban(GAME, set);
        sheets.validator().assertWarning(db, Literals.GAME, REGULATIONS_DISAGREE);
        sheets.validator().assertNoIssue(db, Literals.COMMENT, CLOCK_READING);
        String message = message(db, REGULATIONS_DISAGREE);
        assertTrue(message.contains("giai0 (r0.dieule)") && message.contains("giai1 (r1.dieule)"), message);
        // a tag of its own settles it
        sheets.validator().assertNoIssues(sheets.bienban("[TimeControl \"" + LENIENT + "\"]\n" + GAME, set));
    }

    @Test
    void regulationsThatAgreeAreUsed() throws Exception {
        Database db = sheets.bienban(GAME, project(STRICT, STRICT));
        sheets.validator().assertNoIssue(db, Literals.GAME, REGULATIONS_DISAGREE);
        sheets.validator().assertError(db, Literals.COMMENT, CLOCK_READING);
    }

    @Test
    void bothLanguagesUseTheSameUserDataKey() {
        assertEquals(RegulationsResourceDescriptionStrategy.TIME_CONTROL, RegulationsTimeControls.KEY);
    }
}
