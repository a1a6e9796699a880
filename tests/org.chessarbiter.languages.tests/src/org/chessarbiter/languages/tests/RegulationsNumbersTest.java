package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.regulations.regulations.Document;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A number too large for the regulations language is a located error that says so, in the user's language. */
@ExtendWith({ InjectionExtension.class, EnglishLocale.class })
@InjectWith(RegulationsInjectorProvider.class)
class RegulationsNumbersTest {

    @Inject
    private ParseHelper<Document> parser;

    private List<Resource.Diagnostic> errors(String text) throws Exception {
        return parser.parse(text).eResource().getErrors();
    }

    @Test
    void aNumberOfRoundsTooLargeIsLocatedAndSaysSo() throws Exception {
        List<Resource.Diagnostic> errors = errors("regulations x \"X\"\nrounds 99999999999999999999\n");
        assertEquals(1, errors.size(), errors.toString());
        assertEquals("The number 99999999999999999999 is too large (at most 2147483647).", errors.get(0).getMessage());
        assertEquals(2, errors.get(0).getLine());
        assertEquals(8, errors.get(0).getColumn());
        Locale.setDefault(Locale.forLanguageTag("vi"));
        assertEquals("Số 99999999999999999999 quá lớn (tối đa 2147483647).",
                errors("regulations x \"X\"\nrounds 99999999999999999999\n").get(0).getMessage());
    }

    @Test
    void theLargestNumberIsAccepted() throws Exception {
        assertTrue(errors("regulations x \"X\"\nrounds 2147483647\n").isEmpty());
    }
}
