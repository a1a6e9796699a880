package org.chessarbiter.regulations.catalog;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.regulations.regulations.SectionKind;
import org.chessarbiter.rules.Message;

/**
 * The sections a Điều lệ has: the fifteen contents of Luật cờ Tướng 2004 phụ lục 5 in its order, and the
 * appeals that 000 Part 2 Art. 2.7 asks the regulations to fix; {@link SectionKind#OTHER} ("other details") is
 * the only optional one. Each with its heading and the article that asks for it.
 */
public final class SectionCatalog {

    /** The sections every Điều lệ has, in the order of appendix 5. */
    public static final List<SectionKind> REQUIRED = List.of(SectionKind.PURPOSE, SectionKind.DATES, SectionKind.ORGANISERS,
            SectionKind.ELIGIBILITY, SectionKind.VENUE, SectionKind.SCHEDULE, SectionKind.SYSTEM, SectionKind.LAWS,
            SectionKind.RANKING, SectionKind.PRIZES, SectionKind.NORMS, SectionKind.BENEFITS, SectionKind.FEES,
            SectionKind.REGISTRATION, SectionKind.DEADLINE, SectionKind.APPEALS);

    private SectionCatalog() {
    }

    /** The article that asks for a section of this kind. */
    public static String article(SectionKind kind) {
        return switch (kind) {
            case APPEALS -> "000 Part 2 Art. 2.7";
            case SYSTEM -> "Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2.2";
            case RANKING -> "Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2.3";
            case ELIGIBILITY -> "Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2.5";
            case PURPOSE -> "Luật cờ Tướng 2004 phụ lục 5; 000 Part 2 Art. 2.1";
            default -> "Luật cờ Tướng 2004 phụ lục 5";
        };
    }

    /** The number of the section in appendix 5 (1-15), 16 for appeals, 17 for other details. */
    public static int number(SectionKind kind) {
        int i = REQUIRED.indexOf(kind);
        return i < 0 ? REQUIRED.size() + 1 : i + 1;
    }

    /** The section's heading as a Điều lệ prints it, in {@code locale}'s language. */
    public static String heading(SectionKind kind, Locale locale) {
        return Message.of(SectionCatalog.class, "heading." + kind.name()).format(locale);
    }

    /** The keyword that opens a section of this kind, the Vietnamese one (the grammar's first, {@code mục_đích}). */
    public static String keyword(SectionKind kind) {
        return kind.getLiteral();
    }
}
