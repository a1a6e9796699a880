package org.chessarbiter.tournament.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * The Vietnamese encodings from before Unicode read as the GNU C library's iconv reads them: the inputs
 * {@code vietnamese.tcvn} and {@code vietnamese.viscii} are {@link EncodingDetectionTest#VIETNAMESE} written by
 * {@code iconv -f UTF-8 -t TCVN5712-1} and {@code -t VISCII}.
 */
public class VietnameseCharsetsTest {

    private static byte[] input(String name) throws IOException {
        try (InputStream in = VietnameseCharsetsTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void aTcvnFileWrittenByIconvReadsAsTheText() throws IOException {
        byte[] bytes = input("vietnamese.tcvn");
        assertEquals(EncodingDetectionTest.VIETNAMESE, new String(bytes, VietnameseCharsets.TCVN));
        TextDecoding.Decoded d = TextDecoding.decode(bytes, VietnameseCharsets.TCVN);
        assertTrue(d.badByte().isEmpty());
        assertEquals(EncodingDetectionTest.VIETNAMESE, d.text());
    }

    @Test
    void aVisciiFileWrittenByIconvReadsAsTheText() throws IOException {
        assertEquals(EncodingDetectionTest.VIETNAMESE, new String(input("vietnamese.viscii"), VietnameseCharsets.VISCII));
    }

    @Test
    void theTextWritesBackToTheSameBytes() throws IOException {
        assertEquals(new String(input("vietnamese.tcvn"), StandardCharsets.ISO_8859_1),
                new String(EncodingDetectionTest.VIETNAMESE.getBytes(VietnameseCharsets.TCVN), StandardCharsets.ISO_8859_1));
        assertEquals(new String(input("vietnamese.viscii"), StandardCharsets.ISO_8859_1),
                new String(EncodingDetectionTest.VIETNAMESE.getBytes(VietnameseCharsets.VISCII), StandardCharsets.ISO_8859_1));
    }

    @Test
    void oneByteIsOneCharacterSoFixedColumnsStay() {
        for (Charset c : VietnameseCharsets.ALL) {
            byte[] all = new byte[256];
            for (int b = 0; b < 256; b++) {
                all[b] = (byte) b;
            }
            String text = new String(all, c);
            assertEquals(256, text.length(), c.name());
            assertEquals(new String(all, StandardCharsets.ISO_8859_1), new String(text.getBytes(c), StandardCharsets.ISO_8859_1),
                    c.name() + ": every byte reads as a character that writes back to it");
        }
    }

    @Test
    void detectionFindsEach() throws IOException {
        byte[] tcvn = input("vietnamese.tcvn");
        assertSame(VietnameseCharsets.TCVN, EncodingDetection.detect(tcvn, tcvn.length));
        byte[] viscii = input("vietnamese.viscii");
        assertSame(VietnameseCharsets.VISCII, EncodingDetection.detect(viscii, viscii.length));
        TextDecoding.Decoded auto = TextDecoding.decode(tcvn, EncodingDetection.AUTO);
        assertEquals(EncodingDetectionTest.VIETNAMESE, auto.text());
        assertSame(VietnameseCharsets.TCVN, auto.detected().orElseThrow());
    }

    @Test
    void theNamesUsersTypeAreKnown() {
        for (String n : new String[] {"tcvn3", "TCVN", "tcvn5712-1", "abc", " VN3 "}) {
            assertSame(VietnameseCharsets.TCVN, VietnameseCharsets.forName(n), n);
        }
        assertSame(VietnameseCharsets.VISCII, VietnameseCharsets.forName("viscii"));
        assertEquals(Charset.forName("windows-1258"), VietnameseCharsets.forName("windows-1258"));
        assertThrows(IllegalArgumentException.class, () -> VietnameseCharsets.forName("vni"));
    }
}
