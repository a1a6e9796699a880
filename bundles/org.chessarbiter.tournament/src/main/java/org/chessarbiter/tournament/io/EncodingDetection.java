package org.chessarbiter.tournament.io;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Decides the character encoding of a text file from its first bytes, for files whose encoding the user
 * did not name: UTF-8 when the bytes are valid UTF-8 (pure ASCII too; a UTF-8 byte order mark says so as
 * well), else the legacy encoding among {@link #LEGACY} in which the text reads best. A text reads well
 * when its words with letters beyond ASCII are Vietnamese syllables (an onset, a vowel nucleus, a final
 * consonant and at most one tone mark, as Vietnamese Windows tools write them: the base letter then a
 * combining tone mark), or at least plain letters; it reads badly when it holds bytes the encoding does
 * not define, control characters, or tone marks on nothing. Neither the PGN standard nor the TRF format
 * declares an encoding in the file, so the bytes decide.
 * <p>
 * {@link #AUTO} stands for "detect" where a character set is expected (e.g. {@code --encoding auto}):
 * {@link TextDecoding#decode} and {@link DecodingReader} detect the encoding when given it.
 */
public final class EncodingDetection {

    /**
     * Vietnamese Windows first (its files are the ones met here), then Western Windows, then the Vietnamese
     * encodings from before Windows (TCVN 5712 / TCVN3, VISCII); on a tie the earlier one is kept.
     */
    public static final List<Charset> LEGACY = List.of(Charset.forName("windows-1258"), Charset.forName("windows-1252"),
            VietnameseCharsets.TCVN, VietnameseCharsets.VISCII);

    /** The most bytes looked at. */
    public static final int SAMPLE = 256 * 1024;

    /** "Detect the encoding": a character set that decodes as UTF-8 where it is used as one. */
    public static final Charset AUTO = new Auto();

    private static final Pattern SYLLABLE = Pattern.compile("(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdđghklmnprstvx])?"
            + "(uyê|uyu|uya|ươu|ươi|ươ|uôi|uô|iêu|yêu|iê|yê|oai|oay|oeo|oă|oa|oe|oo|uây|uâ|uê|uy|ưa|ưi|ưu|ua|ui"
            + "|ai|ao|au|ay|âu|ây|eo|êu|ia|iu|oi|ôi|ơi|a|ă|â|e|ê|i|o|ô|ơ|u|ư|y)(ch|ng|nh|c|m|n|p|t)?");

    private EncodingDetection() {
    }

    /** The encoding of a text whose first bytes are {@code sample[0..length)} (the sample may end mid-character). */
    public static Charset detect(byte[] sample, int length) {
        int n = Math.min(length, SAMPLE);
        if (isUtf8(sample, n)) {
            return StandardCharsets.UTF_8;
        }
        return legacy(sample, 0, n);
    }

    /** The legacy encoding in which {@code bytes[from..from+length)} read best (at most {@link #SAMPLE} bytes are looked at). */
    public static Charset legacy(byte[] bytes, int from, int length) {
        int n = Math.min(length, SAMPLE);
        byte[] sample = from == 0 ? bytes : java.util.Arrays.copyOfRange(bytes, from, from + n);
        Charset best = LEGACY.get(0);
        long bestScore = Long.MIN_VALUE;
        for (Charset c : LEGACY) {
            long s = score(decode(sample, n, c));
            if (s > bestScore) {
                best = c;
                bestScore = s;
            }
        }
        return best;
    }

    /** Whether the bytes are valid UTF-8, but for a sequence cut by the end of the sample. */
    static boolean isUtf8(byte[] b, int n) {
        int i = 0;
        while (i < n) {
            int c = b[i] & 0xFF;
            int more;
            int min;
            if (c < 0x80) {
                i++;
                continue;
            } else if (c >= 0xC2 && c <= 0xDF) {
                more = 1;
                min = 0x80;
            } else if (c >= 0xE0 && c <= 0xEF) {
                more = 2;
                min = 0x800;
            } else if (c >= 0xF0 && c <= 0xF4) {
                more = 3;
                min = 0x10000;
            } else {
                return false;
            }
            int cp = c & (0x3F >> more);
            for (int k = 1; k <= more; k++) {
                if (i + k >= n) {
                    return true; // cut by the end of the sample
                }
                int d = b[i + k] & 0xFF;
                if ((d & 0xC0) != 0x80) {
                    return false;
                }
                cp = cp << 6 | d & 0x3F;
            }
            if (cp < min || cp > 0x10FFFF || cp >= 0xD800 && cp <= 0xDFFF) {
                return false;
            }
            i += more + 1;
        }
        return true;
    }

    private static String decode(byte[] b, int n, Charset c) {
        CharsetDecoder d = c.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).replaceWith("\uFFFD");
        try {
            return d.decode(ByteBuffer.wrap(b, 0, n)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalStateException(e); // not with REPLACE
        }
    }

    /** How plausible a text is: Vietnamese syllables score most, plain words a little, undefined bytes and stray marks cost. */
    static long score(String text) {
        long score = 0;
        int i = 0;
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (ch == '\uFFFD' || Character.isISOControl(ch) && ch != '\t' && ch != '\n' && ch != '\r' && ch != '\f') {
                score -= 20;
                i++;
            } else if (isWordChar(ch)) {
                int end = i;
                boolean beyondAscii = false;
                while (end < text.length() && isWordChar(text.charAt(end))) {
                    beyondAscii |= text.charAt(end) > 0x7F;
                    end++;
                }
                if (beyondAscii) {
                    score += word(text.substring(i, end));
                }
                i = end;
            } else {
                i++;
            }
        }
        return score;
    }

    private static boolean isWordChar(char ch) {
        return Character.isLetter(ch) || Character.getType(ch) == Character.NON_SPACING_MARK;
    }

    private static int word(String w) {
        String nfc = Normalizer.normalize(w, Normalizer.Form.NFC);
        String nfd = Normalizer.normalize(w, Normalizer.Form.NFD);
        StringBuilder toneless = new StringBuilder();
        int tones = 0;
        for (int k = 0; k < nfd.length(); k++) {
            char c = nfd.charAt(k);
            if (c == '\u0300' || c == '\u0301' || c == '\u0303' || c == '\u0309' || c == '\u0323') {
                tones++;
            } else {
                toneless.append(c);
            }
        }
        String base = Normalizer.normalize(toneless, Normalizer.Form.NFC).toLowerCase(java.util.Locale.ROOT);
        if (tones <= 1 && SYLLABLE.matcher(base).matches()) {
            return 4;
        }
        for (int k = 0; k < nfc.length(); k++) {
            char c = nfc.charAt(k);
            if (!Character.isLetter(c) || k > 0 && "ðþÐÞ".indexOf(c) >= 0) { // Icelandic letters begin words, a tone mark read as Western does not
                return -4;
            }
        }
        return 1;
    }

    /** The stand-in for "detect": decodes as UTF-8 if used directly, encodes nothing. */
    private static final class Auto extends Charset {
        Auto() {
            super("x-arbiter-auto", new String[] {"auto"});
        }

        @Override
        public boolean contains(Charset cs) {
            return false;
        }

        @Override
        public CharsetDecoder newDecoder() {
            return StandardCharsets.UTF_8.newDecoder();
        }

        @Override
        public CharsetEncoder newEncoder() {
            throw new UnsupportedOperationException("auto decodes only");
        }

        @Override
        public boolean canEncode() {
            return false;
        }
    }
}
