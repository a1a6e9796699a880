package org.chessarbiter.regulations.validation;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.regulations.catalog.SectionCatalog;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.Section;
import org.chessarbiter.regulations.regulations.SectionKind;
import org.eclipse.xtext.validation.Check;

/** The sections of a Điều lệ (Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2). */
public class SectionChecks extends RegulationsChecks {

    /**
     * A document written in sections has every section appendix 5 lists, and appeals (000 Part 2 Art. 2.7): each
     * missing one is a warning on the regulations' name whose data is the section's kind (the quick fix inserts
     * its skeleton). A document of settings only (the short form) is a sketch and is not asked for sections.
     */
    @Check
    public void everySectionIsThere(Regulations regulations) {
        if (regulations.getSections().isEmpty()) {
            return;
        }
        Set<SectionKind> present = EnumSet.noneOf(SectionKind.class);
        regulations.getSections().stream().map(Section::getKind).forEach(present::add);
        for (SectionKind kind : SectionCatalog.REQUIRED) {
            if (!present.contains(kind)) {
                warning(text("missingSection", SectionCatalog.number(kind), SectionCatalog.heading(kind, Locale.getDefault()),
                        SectionCatalog.article(kind)), regulations, RegulationsPackage.Literals.DOCUMENT__NAME,
                        RegulationsIssueCodes.MISSING_SECTION, kind.getName());
            }
        }
    }
}
