package org.chessarbiter.tournament.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Decodes the bytes of a text file in a character set (UTF-8 unless the user names another, such as
 * windows-1258 or windows-1252 for files exported on Vietnamese or Western Windows), and locates
 * the first byte that is not valid in it by line and column, so that the message can point at it.
 * A UTF-8 byte order mark is skipped.
 */
public final class TextDecoding {

    /**
     * The first byte that is not valid in the character set.
     *
     * @param offset the byte's 0-based offset in the file
     * @param line   the 1-based line it is on (lines end in CR, LF or CRLF)
     * @param column the 1-based column, in characters, of the character it starts
     * @param value  the byte, 0-255
     */
    public record BadByte(long offset, int line, int column, int value) {

        /** The byte as two upper-case hexadecimal digits, e.g. {@code E9}. */
        public String hex() {
            return String.format("%02X", value);
        }
    }

    /**
     * The text decoded, and the first bad byte if any; bad bytes are decoded as Latin-1 when the
     * character set is UTF-8 (so that the columns of a fixed-column file stay where they were) and
     * as U+FFFD otherwise.
     */
    public record Decoded(String text, Optional<BadByte> badByte, Optional<Charset> detected) {

        public Decoded(String text, Optional<BadByte> badByte) {
            this(text, badByte, Optional.empty());
        }

        /** The encoding the text was read in: the one detected, else {@code asked} (UTF-8 for {@link EncodingDetection#AUTO}). */
        public Charset charset(Charset asked) {
            return detected.orElse(asked == EncodingDetection.AUTO ? StandardCharsets.UTF_8 : asked);
        }
    }

    private TextDecoding() {
    }

    /**
     * Decodes {@code bytes} in {@code charset}; with {@link EncodingDetection#AUTO}, as UTF-8 when they are valid
     * UTF-8, else in the legacy encoding {@link EncodingDetection} finds (named in {@link Decoded#detected}).
     */
    public static Decoded decode(byte[] bytes, Charset charset) {
        if (charset == EncodingDetection.AUTO) {
            Decoded utf8 = decode(bytes, StandardCharsets.UTF_8);
            if (utf8.badByte().isEmpty()) {
                return utf8;
            }
            int from = (int) Math.max(0, utf8.badByte().get().offset() - 1024); // the text around the first byte that is not UTF-8
            Charset found = EncodingDetection.legacy(bytes, from, bytes.length - from);
            Decoded legacy = decode(bytes, found);
            return new Decoded(legacy.text(), legacy.badByte(), Optional.of(found));
        }
        int start = charset.equals(StandardCharsets.UTF_8) && bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF
                && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 16L,
                (long) (bytes.length * (double) decoder.maxCharsPerByte()) + 16));
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            decoder.flush(out);
            return new Decoded(out.flip().toString(), Optional.empty());
        }
        int bad = in.position();
        BadByte where = locate(out.flip(), bad, bytes[bad] & 0xFF);
        String text = charset.equals(StandardCharsets.UTF_8) ? new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1)
                : new String(bytes, start, bytes.length - start, charset);
        return new Decoded(text, Optional.of(where));
    }

    /**
     * The bad byte as an error located at its line and column: its value and offset, and what to do (name
     * the file's encoding with {@code --encoding} when it is not UTF-8; check it when it was named).
     */
    public static Problem problem(BadByte b, Charset charset) {
        return Problem.error(ProblemKind.INVALID_SYNTAX, Location.at(b.line(), b.column()), Message.of(TextDecoding.class,
                charset.equals(StandardCharsets.UTF_8) ? "text.notUtf8" : "text.notInCharset", b.hex(), charset.name(), b.offset()));
    }

    /**
     * The notice that a file was not UTF-8 and was read in the encoding detected, located at the start of
     * the file (a warning: the file should be saved in UTF-8, or its encoding named).
     */
    public static Problem detected(Charset charset) {
        return Problem.warning(ProblemKind.INVALID_SYNTAX, Location.at(1, 1),
                Message.of(TextDecoding.class, "text.detected", charset.name()));
    }

    /** The line and column of the character after the text decoded before the bad byte. */
    private static BadByte locate(CharSequence before, int offset, int value) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < before.length(); i++) {
            char c = before.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= before.length() || before.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        return new BadByte(offset, line, before.length() - lineStart + 1, value);
    }
}
