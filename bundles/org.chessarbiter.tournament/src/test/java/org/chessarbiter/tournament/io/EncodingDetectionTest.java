package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** A file's encoding is found from its bytes: UTF-8 when they are UTF-8, else the legacy encoding its text reads best in. */
public class EncodingDetectionTest {

    static final Charset CP1258 = Charset.forName("windows-1258");
    static final Charset CP1252 = Charset.forName("windows-1252");

    static final String VIETNAMESE = "012 Giải cờ Tướng Hà Nội mở rộng\n"
            + "022 Điều lệ: vòng 1 ngày 12, trọng tài Nguyễn Thị Hương\n"
            + "[White \"Lê Văn Đức\"]\n[Black \"Phạm Quốc Khánh\"]\n";

    static final String WESTERN = "012 Reykjavík Open\n"
            + "001    1 m    Þórhallsson, Þröstur\n"
            + "001    2 m    Gonçalves, João\n"
            + "001    3 m    Müller, Jürgen; Søren Bøgh; Ðorđe Šćekić\n";

    /**
     * The text as a Vietnamese Windows tool writes it in windows-1258: the letters with a circumflex, breve or
     * horn precomposed, the tone marks as combining characters after them (the encoding has no toned letters).
     */
    public static byte[] asWindows1258(String text) {
        String nfd = Normalizer.normalize(text, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder();
        StringBuilder letter = new StringBuilder(); // a base letter and its marks other than the tone
        StringBuilder tone = new StringBuilder();
        for (char c : nfd.toCharArray()) {
            if ("\u0300\u0301\u0303\u0309\u0323".indexOf(c) >= 0) {
                tone.append(c);
            } else {
                if (Character.getType(c) != Character.NON_SPACING_MARK) {
                    out.append(Normalizer.normalize(letter, Normalizer.Form.NFC)).append(tone);
                    letter.setLength(0);
                    tone.setLength(0);
                }
                letter.append(c);
            }
        }
        out.append(Normalizer.normalize(letter, Normalizer.Form.NFC)).append(tone);
        assertTrue(CP1258.newEncoder().canEncode(out), "every letter has its windows-1258 form");
        return out.toString().getBytes(CP1258);
    }

    private static Charset detect(byte[] bytes) {
        return EncodingDetection.detect(bytes, bytes.length);
    }

    private static String nfc(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFC);
    }

    @Test
    void utf8AndAsciiAreUtf8EvenWhenTheSampleEndsInsideACharacter() {
        byte[] utf8 = VIETNAMESE.getBytes(StandardCharsets.UTF_8);
        assertEquals(StandardCharsets.UTF_8, detect(utf8));
        assertEquals(StandardCharsets.UTF_8, detect("012 Giai co vua\n001    1\n".getBytes(StandardCharsets.US_ASCII)));
        int cut = VIETNAMESE.indexOf('ả') + 1; // "Giả": the sample ends on the first byte of ả's two
        assertEquals(StandardCharsets.UTF_8, EncodingDetection.detect(utf8, cut));
        assertEquals(StandardCharsets.UTF_8, detect(new byte[0]));
        assertEquals(false, EncodingDetection.isUtf8(new byte[] {(byte) 0xC0, (byte) 0x80}, 2), "an overlong form is not UTF-8");
        assertEquals(false, EncodingDetection.isUtf8(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, 3), "nor a surrogate");
    }

    @Test
    void aVietnameseWindowsExportIsWindows1258AndAWesternOneWindows1252() {
        byte[] vn = asWindows1258(VIETNAMESE);
        assertEquals(CP1258, detect(vn));
        assertEquals(CP1258, detect(asWindows1258("Nguyễn Thị Hương")));
        assertEquals(CP1258, detect(asWindows1258("Giải cờ Tướng")));
        assertEquals(CP1252, detect(WESTERN.replace("Ðorđe Šćekić", "Dorde Sekic").getBytes(CP1252)));
        assertEquals(CP1252, detect("Café Šárka Žáková".getBytes(CP1252)), "Š and Ž are not in windows-1258");
        assertEquals(CP1252, detect("Þröstur".getBytes(CP1252)));
    }

    @Test
    void vietnameseSyllablesScoreAboveTheSameBytesReadAsWestern() {
        byte[] vn = asWindows1258("Điều lệ vòng");
        assertTrue(EncodingDetection.score(new String(vn, CP1258)) > EncodingDetection.score(new String(vn, CP1252)));
        assertTrue(EncodingDetection.score("\u0303abc") < 0, "a tone mark on nothing");
        assertTrue(EncodingDetection.score("a\u0001b") < 0, "a control character");
    }

    @Test
    void autoDecodesUtf8AsUtf8AndAWindows1258FileInItsEncodingNamingIt() {
        TextDecoding.Decoded utf8 = TextDecoding.decode(VIETNAMESE.getBytes(StandardCharsets.UTF_8), EncodingDetection.AUTO);
        assertEquals(VIETNAMESE, utf8.text());
        assertEquals(Optional.empty(), utf8.detected());
        assertEquals(Optional.empty(), utf8.badByte());
        assertEquals(StandardCharsets.UTF_8, utf8.charset(EncodingDetection.AUTO));

        TextDecoding.Decoded vn = TextDecoding.decode(asWindows1258(VIETNAMESE), EncodingDetection.AUTO);
        assertEquals(VIETNAMESE, nfc(vn.text()));
        assertEquals(Optional.of(CP1258), vn.detected());
        assertEquals(Optional.empty(), vn.badByte());
        assertEquals(CP1258, vn.charset(EncodingDetection.AUTO));
        assertEquals("the file is not UTF-8: it was read as windows-1258, the encoding its text reads best in "
                + "(name the encoding with --encoding if it is another, or save the file in UTF-8)",
                TextDecoding.detected(CP1258).message().format(java.util.Locale.ENGLISH));
        assertTrue(TextDecoding.detected(CP1258).message().format(Locale.forLanguageTag("vi")).startsWith("tệp không phải UTF-8: đã được đọc theo windows-1258"));
        assertEquals(1, TextDecoding.detected(CP1258).location().line());
    }

    @Test
    void aFileWhoseFirstNonAsciiByteComesLateIsJudgedOnTheTextAroundIt() {
        String ascii = "1. e4 e5 2. Nf3 Nc6 *\n".repeat(20_000); // about 420 KB, beyond the sample
        byte[] head = ascii.getBytes(StandardCharsets.US_ASCII);
        byte[] tail = asWindows1258(VIETNAMESE);
        byte[] file = new byte[head.length + tail.length];
        System.arraycopy(head, 0, file, 0, head.length);
        System.arraycopy(tail, 0, file, head.length, tail.length);
        TextDecoding.Decoded d = TextDecoding.decode(file, EncodingDetection.AUTO);
        assertEquals(Optional.of(CP1258), d.detected());
        assertEquals(Optional.empty(), d.badByte());
        assertEquals(ascii + VIETNAMESE, nfc(d.text()));
    }

    @Test
    void aForcedEncodingStillLocatesItsBadByte() {
        byte[] vn = asWindows1258("012 Giải\n022 Nguyễn\n");
        TextDecoding.BadByte b = TextDecoding.decode(vn, StandardCharsets.UTF_8).badByte().orElseThrow();
        assertEquals(1, b.line());
        assertEquals(8, b.column());
        assertEquals(0xD2, b.value());
        byte[] bad = "012 Caf\u00e9\n022 x\u0081y\n".getBytes(StandardCharsets.ISO_8859_1); // 0x81 is no character of windows-1252
        TextDecoding.BadByte c = TextDecoding.decode(bad, CP1252).badByte().orElseThrow();
        assertEquals(2, c.line());
        assertEquals(6, c.column());
    }

    @Test
    void theStreamingReaderDetectsOnItsFirstBytes() throws IOException {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            big.append(VIETNAMESE);
        }
        byte[] vn = asWindows1258(big.toString());
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(vn), EncodingDetection.AUTO)) {
            assertEquals(big.toString(), nfc(readAll(r)));
            assertEquals(Optional.of(CP1258), r.detected());
            assertEquals(CP1258, r.charset());
            assertEquals(Optional.empty(), r.badByte());
        }
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(big.toString().getBytes(StandardCharsets.UTF_8)),
                EncodingDetection.AUTO)) {
            assertEquals(big.toString(), readAll(r));
            assertEquals(Optional.empty(), r.detected());
            assertEquals(StandardCharsets.UTF_8, r.charset());
        }
        try (DecodingReader r = new DecodingReader(new ByteArrayInputStream(vn), StandardCharsets.UTF_8)) {
            readAll(r);
            assertEquals(Optional.empty(), r.detected(), "a named encoding is not second-guessed");
            assertEquals(1, r.badByte().orElseThrow().line());
        }
    }

    private static String readAll(Reader r) throws IOException {
        StringWriter w = new StringWriter();
        r.transferTo(w);
        return w.toString();
    }
}
