package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.chessarbiter.xtext.eclipse.core.TextStyle;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.junit.jupiter.api.Test;

/**
 * The colour preferences of a language list each style under a label of its own: the scoresheet's comments on
 * moves ({@code {...}}) are not a second "Comments" beside the line comments every language has.
 */
class StyleLabelsTest {

    @Test
    void noTwoStylesOfALanguageShareALabel() {
        assertFalse(XtextLanguages.get().all().isEmpty());
        for (XtextLanguage language : XtextLanguages.get().all()) {
            Set<String> seen = new HashSet<>();
            for (TextStyle style : language.styles()) {
                assertTrue(seen.add(style.label()), language.id() + " lists \"" + style.label() + "\" twice");
            }
        }
    }

    @Test
    void theScoresheetsCommentsOnMovesHaveTheirOwnLabel() {
        XtextLanguage scoresheet = XtextLanguages.get().forFileExtension("bienban").orElseThrow();
        String lineComments = label(scoresheet, "comment");
        String moveComments = label(scoresheet, "scoresheet.comment");
        assertFalse(lineComments.equals(moveComments), lineComments);
        assertTrue(moveComments.contains("{ }"), moveComments);
    }

    private static String label(XtextLanguage language, String styleId) {
        return language.styles().stream().filter(s -> s.id().equals(styleId)).map(TextStyle::label).findFirst().orElseThrow();
    }
}
