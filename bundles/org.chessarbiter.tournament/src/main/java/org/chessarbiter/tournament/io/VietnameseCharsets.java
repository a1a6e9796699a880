package org.chessarbiter.tournament.io;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Locale;

/**
 * The Vietnamese legacy encodings Java does not ship, so that files typed in them before Unicode can be
 * read: TCVN 5712:1993 (the national standard; its VN3 subset is the "TCVN3" or "ABC" encoding of the
 * .Vn fonts, so TCVN3 files read right in it) and VISCII. Their tables come from the GNU C library's
 * iconv ({@code tools/charset-tables}). VNI, which writes a letter and its marks as separate font
 * glyphs, has no public table to check a decoder against and is not read.
 */
public final class VietnameseCharsets {

    /** TCVN 5712:1993 (VN1, with TCVN3 = VN3 inside it). */
    public static final Charset TCVN = new SingleByteCharset("TCVN3",
            new String[] {"TCVN", "TCVN5712-1", "TCVN-5712", "VN3", "ABC"}, "tcvn5712-1.map");

    /** VISCII (RFC 1456). */
    public static final Charset VISCII = new SingleByteCharset("VISCII", new String[] {"VISCII1.1-1"}, "viscii.map");

    /** Both, in the order detection tries them. */
    public static final List<Charset> ALL = List.of(TCVN, VISCII);

    private VietnameseCharsets() {
    }

    /**
     * The character set of that name: one of these (by name or alias, any case), else the one Java knows.
     *
     * @throws IllegalArgumentException when neither knows the name
     */
    public static Charset forName(String name) {
        String n = name.strip().toUpperCase(Locale.ROOT);
        for (Charset c : ALL) {
            if (c.name().equalsIgnoreCase(n) || c.aliases().stream().anyMatch(a -> a.equalsIgnoreCase(n))) {
                return c;
            }
        }
        return Charset.forName(name.strip());
    }
}
