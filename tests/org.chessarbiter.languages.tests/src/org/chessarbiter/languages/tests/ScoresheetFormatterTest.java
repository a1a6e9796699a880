package org.chessarbiter.languages.tests;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.formatter.FormatterTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The canonical layout of scoresheets. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetFormatterTest {
    @Inject
    private FormatterTestHelper formatter;

    @Test
    void tagsOnePerLineThenABlankLineThenSpacedMovetext() {
        formatter.assertFormatted(r -> {
            r.setUseSerializer(false);
            r.setToBeFormatted("[ Event   \"E\" ][White \"A\"]   1.e4  e5!?(1...c5   2.Nf3 )2.Nf3 (=)  $1 *");
            r.setExpectation("[Event \"E\"]\n[White \"A\"]\n\n1. e4 e5!? (1... c5 2. Nf3) 2. Nf3 (=) $1 *\n");
        });
    }

    @Test
    void gamesAreSeparatedByABlankLineAndLineCommentsEndTheirLine() {
        formatter.assertFormatted(r -> {
            r.setUseSerializer(false);
            r.setToBeFormatted("1.e4 ; open\n e5 *   1.d4 *");
            r.setExpectation("1. e4 ; open\ne5 *\n\n1. d4 *\n");
        });
    }
}
