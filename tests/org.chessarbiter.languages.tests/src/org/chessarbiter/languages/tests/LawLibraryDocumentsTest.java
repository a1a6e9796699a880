package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.google.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.regulations.Citable;
import org.chessarbiter.regulations.regulations.Clause;
import org.chessarbiter.regulations.regulations.Document;
import org.chessarbiter.regulations.regulations.LawText;
import org.chessarbiter.regulations.regulations.Point;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.junit.jupiter.api.Test;

/**
 * The documents of the law library are documents of the regulations language: they parse without a
 * problem, the language names every article and point by the library's citation id, and regulations cite
 * them.
 */
class LawLibraryDocumentsTest extends RegulationsDocuments {


    @Inject
    private IQualifiedNameProvider names;

    @Inject
    private IEObjectDocumentationProvider documentation;

    @Test
    void everyLawTextParsesAndNamesItsElementsAsTheLibrary() throws Exception {
        for (String law : LawLibrary.LAWS) {
            Document doc = parser.parse(LawLibrary.source(law));
            validator.assertNoIssues(doc);
            assertInstanceOf(LawText.class, doc, law);
            List<String> named = new ArrayList<>();
            doc.eAllContents().forEachRemaining(o -> {
                if (o instanceof Citable c && c.getName() != null) {
                    named.add(names.getFullyQualifiedName(o).toString());
                }
            });
            List<String> library = LawLibrary.bundled().text(law).orElseThrow().elements().keySet().stream()
                    .filter(id -> !id.equals(law)).toList();
            assertEquals(library, named, law + ": the language's names are the library's ids, in order");
        }
    }

    @Test
    void regulationsCiteTheLibrary() throws Exception {
        ResourceSet set = resourceSets.get();
        for (String law : LawLibrary.LAWS) {
            parser.parse(LawLibrary.source(law), set);
        }
        Document doc = parser.parse("regulations x \"X\"\nlaw fide2018\n"
                + "clause 1 \"...\" cites fide2018.9.6.1, xiangqi2004.23.3, vn2000p2.4.2, fide2000.7.4.a, fide2018.A.4.2\n"
                + "clause 2 \"...\" cites xiangqi2004.PL5, swissmod.13.d, fide2018.3.7\n", set);
        validator.assertNoErrors(doc);
        Clause first = ((Regulations) doc).getClauses().get(0);
        EObject cited = first.getCites().get(0);
        assertEquals("xuất hiện thế cờ lặp lại như trong điều 9.2.2 ít nhất 05 lần.", ((Point) cited).getText());
        assertEquals("4.1", ((Point) first.getCites().get(2)).getPrinted(), "000 Part 2 prints 4.2 as 4.1");
    }

    @Test
    void regulationsCiteTheLibraryWithoutACopyOfTheLawInTheProject() throws Exception {
        Document doc = parser.parse("regulations x \"X\"\ngame xiangqi\nlaw xiangqi2004\n"
                + "clause 1 \"...\" cites xiangqi2004.23.3, fide2018.9.6.1\n");
        validator.assertNoErrors(doc);
        Clause clause = ((Regulations) doc).getClauses().get(0);
        assertEquals("3. Một quân đuổi bắt mãi một quân thì xử thua (trừ đuổi bắt mãi Tốt chưa qua sông). "
                + "Hai quân hoặc nhiều quân bắt mãi một quân cũng xử thua.", documentation.getDocumentation(clause.getCites().get(0)),
                "the hover of a citation: the point as printed");
        assertEquals("9.6.1. xuất hiện thế cờ lặp lại như trong điều 9.2.2 ít nhất 05 lần.",
                documentation.getDocumentation(clause.getCites().get(1)));
    }

    @Test
    void aLawTextOfTheProjectHidesTheLibrarysTextOfTheSameName() throws Exception {
        ResourceSet set = resourceSets.get();
        parser.parse("law fide2018 \"Trích\"\narticle 9.6 \"Hòa tự động\"\n  point 1 \"...\"\n", set);
        Document doc = parser.parse("regulations x \"X\"\nclause 1 \"...\" cites fide2018.9.6.1, fide2018.9.2\n", set);
        validator.assertError(doc, RegulationsPackage.Literals.CLAUSE, org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC);
        Clause clause = ((Regulations) doc).getClauses().get(0);
        assertEquals("...", ((Point) clause.getCites().get(0)).getText(), "the project's point 9.6.1");
    }
}
