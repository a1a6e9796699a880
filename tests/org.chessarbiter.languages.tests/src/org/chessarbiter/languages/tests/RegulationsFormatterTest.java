package org.chessarbiter.languages.tests;

import com.google.inject.Inject;
import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.formatter.FormatterTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The layout of regulations: one item a line, sections apart and indented; the templates are in it already. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RegulationsInjectorProvider.class)
class RegulationsFormatterTest {
    @Inject
    private FormatterTestHelper formatter;

    @Test
    void oneItemALineAndSectionsApartAndIndented() {
        formatter.assertFormatted(r -> {
            r.setUseSerializer(false);
            r.setToBeFormatted("regulations x \"T\" game chess   rounds 9\nmục_đích \"1. X\" {   tên \"A\"  \"prose\"}   "
                    + "thời_hạn {từ_ngày 2026-07-10 đến_ngày 2026-07-14\n\n\n}");
            r.setExpectation("regulations x \"T\"\ngame chess\nrounds 9\n\nmục_đích \"1. X\" {\n\ttên \"A\"\n\t\"prose\"\n}\n\n"
                    + "thời_hạn {\n\ttừ_ngày 2026-07-10 đến_ngày 2026-07-14\n}\n");
        });
    }

    @Test
    void theTemplatesAreLaidOutAsTheFormatterLaysThemOut() {
        for (RegulationsTemplate template : RegulationsTemplate.values()) {
            String text = template.text();
            formatter.assertFormatted(r -> {
                r.setUseSerializer(false);
                r.setToBeFormatted(text);
                r.setExpectation(text);
            });
        }
    }
}
