package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.chessarbiter.regulations.catalog.SectionCatalog;
import org.chessarbiter.regulations.catalog.SectionSkeletons;
import org.chessarbiter.regulations.regulations.Document;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.SectionKind;
import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Điều lệ reads as appendix 5 lays it out (Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2): sections with
 * Vietnamese keywords and English synonyms, prose in every section; a missing section is a warning whose
 * skeleton, inserted, answers it; the templates and the example workspace's regulations validate clean.
 */
@ExtendWith(EnglishLocale.class)
class RegulationsSectionsTest extends RegulationsDocuments {

    /** Every section but the one named, in Vietnamese, with a line of prose each. */
    static String allSectionsBut(SectionKind missing) {
        StringBuilder text = new StringBuilder("điều_lệ mau \"Điều lệ mẫu\"\n");
        for (SectionKind kind : SectionCatalog.REQUIRED) {
            if (kind != missing) {
                text.append(kind.getLiteral()).append(" \"").append(SectionCatalog.heading(kind, Locale.ENGLISH)).append("\" {\n\t\"...\"\n}\n");
            }
        }
        return text.toString();
    }

    @Test
    void vietnameseAndEnglishKeywordsReadTheSame() throws Exception {
        Document vi = parser.parse("điều_lệ x \"X\"\nmục_đích \"1. Mục đích\" {\n\ttên \"Giải\"\n\t\"Văn xuôi.\"\n}\n"
                + "hình_thức { hệ_thống ROUND_ROBIN số_vòng 9 số_đấu_thủ 10 }\nxếp_hạng { tính_điểm thắng 1 hòa 0.5 thua 0 }\n");
        Document en = parser.parse("regulations x \"X\"\npurpose \"1. Purpose\" {\n\tname \"Giải\"\n\t\"Prose.\"\n}\n"
                + "format { system ROUND_ROBIN rounds 9 entrants 10 }\nranking { scoring win 1 draw 0.5 loss 0 }\n");
        for (Document doc : List.of(vi, en)) {
            assertEquals(List.of(), doc.eResource().getErrors());
            validator.assertNoErrors(doc);
            Regulations r = (Regulations) doc;
            assertEquals(List.of(SectionKind.PURPOSE, SectionKind.SYSTEM, SectionKind.RANKING),
                    r.getSections().stream().map(s -> s.getKind()).toList());
            assertEquals(2, r.getSections().get(0).getItems().size(), "a statement and prose");
        }
    }

    @Test
    void aMissingSectionIsAWarningNamingItsArticle() throws Exception {
        String text = allSectionsBut(SectionKind.PRIZES);
        Document doc = parser.parse(text);
        validator.assertWarning(doc, RegulationsPackage.Literals.REGULATIONS, RegulationsIssueCodes.MISSING_SECTION,
                text.indexOf("mau"), 3, "section 10", "Luật cờ Tướng 2004 phụ lục 5");
        List<Issue> issues = validator.validate(doc);
        assertEquals(1, issues.size(), issues.toString());
        assertEquals(List.of("PRIZES"), List.of(issues.get(0).getData()));
        Document appeals = parser.parse(allSectionsBut(SectionKind.APPEALS));
        validator.assertWarning(appeals, RegulationsPackage.Literals.REGULATIONS, RegulationsIssueCodes.MISSING_SECTION,
                "000 Part 2 Art. 2.7");
    }

    @Test
    void everySectionPresentGivesNoWarning() throws Exception {
        validator.assertNoIssues(parser.parse(allSectionsBut(null)));
    }

    @Test
    void theShortFormIsNotAskedForSections() throws Exception {
        validator.assertNoIssues(parser.parse("regulations x \"X\"\ngame chess\nrounds 7\n"));
    }

    @Test
    void theSkeletonOfAMissingSectionAnswersTheWarning() throws Exception {
        for (SectionKind missing : List.of(SectionKind.PURPOSE, SectionKind.PRIZES, SectionKind.APPEALS)) {
            String text = allSectionsBut(missing);
            Regulations doc = (Regulations) parser.parse(text);
            int at = SectionSkeletons.offset(doc, missing);
            String fixed = text.substring(0, at) + SectionSkeletons.insertion(doc, missing, Locale.ENGLISH) + text.substring(at);
            Regulations after = (Regulations) parser.parse(fixed);
            validator.assertNoIssues(after);
            assertEquals(SectionCatalog.REQUIRED, after.getSections().stream().map(s -> s.getKind()).toList(),
                    "inserted where appendix 5 puts it: " + fixed);
        }
    }

    @Test
    void theTemplatesValidateClean() throws Exception {
        List<Path> templates;
        try (Stream<Path> files = Files.list(root().resolve("bundles/org.chessarbiter.regulations/templates"))) {
            templates = files.filter(f -> f.toString().endsWith(".dieule")).sorted().toList();
        }
        assertEquals(3, templates.size(), templates.toString());
        for (Path template : templates) {
            Document doc = parser.parse(Files.readString(template, StandardCharsets.UTF_8));
            validator.assertNoIssues(doc);
            assertEquals(SectionCatalog.REQUIRED, ((Regulations) doc).getSections().stream().map(s -> s.getKind()).toList(),
                    template.toString());
        }
    }

    @Test
    void theExampleWorkspaceRegulationsValidateClean() throws Exception {
        Path project = root().resolve("examples/workspace/giai-mau");
        // its citations (law fide2018, fide2018.9.6.1) name the law library: no law text is beside it
        Document doc = parser.parse(Files.readString(project.resolve("dieu-le.dieule"), StandardCharsets.UTF_8), resourceSets.get());
        validator.assertNoIssues(doc);
        assertTrue(((Regulations) doc).getSections().size() >= SectionCatalog.REQUIRED.size());
    }

    /** The project's root: the first directory upwards with docs/law-trace.md. */
    static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("docs/law-trace.md"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no project root above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }
}
