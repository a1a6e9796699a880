package org.chessarbiter.tournament.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.chessarbiter.tournament.io.TextDecoding.BadByte;

/**
 * The streaming counterpart of {@link TextDecoding#decode}: reads a text of any size in a character set,
 * holding one buffer of it, and locates the first byte that is not valid in the character set by line
 * and column (as {@link TextDecoding} does for a whole file). Bad bytes are read as Latin-1 when the
 * character set is UTF-8 (so that columns stay where they were) and as U+FFFD otherwise; reading goes on.
 * A UTF-8 byte order mark is skipped. Given {@link EncodingDetection#AUTO}, the encoding is detected on the
 * first {@link #BUFFER} bytes (UTF-8 when they are valid UTF-8) and the whole text is read in it.
 */
public final class DecodingReader extends Reader {

    private static final int BUFFER = 64 * 1024;

    private final InputStream in;
    private Charset charset;
    private CharsetDecoder decoder;
    private Charset detected;
    private final ByteBuffer bytes = ByteBuffer.allocate(BUFFER);
    private final CharBuffer chars = CharBuffer.allocate(BUFFER);
    private long consumed; // bytes before bytes.position() consumed by the decoder in earlier fills
    private boolean eof;
    private boolean flushed;
    private boolean first = true;
    private int line = 1;
    private int column = 1;
    private boolean afterCr;
    private BadByte badByte;

    public DecodingReader(InputStream in, Charset charset) {
        this.in = in;
        use(charset);
        bytes.flip();
        chars.flip();
    }

    private void use(Charset c) {
        this.charset = c;
        this.decoder = (c == EncodingDetection.AUTO ? StandardCharsets.UTF_8 : c).newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /** The encoding the text is read in (once reading has begun, when it is detected). */
    public Charset charset() {
        return charset == EncodingDetection.AUTO ? StandardCharsets.UTF_8 : charset;
    }

    /** The legacy encoding detected, once reading has begun, when {@link EncodingDetection#AUTO} was given and the text is not UTF-8. */
    public Optional<Charset> detected() {
        return Optional.ofNullable(detected);
    }

    /** The first byte read so far that is not valid in the character set, if any. */
    public Optional<BadByte> badByte() {
        return Optional.ofNullable(badByte);
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (!chars.hasRemaining()) {
            if (flushed) {
                return -1;
            }
            fill();
        }
        int n = Math.min(length, chars.remaining());
        chars.get(target, offset, n);
        return n;
    }

    /** Decodes the next part of the input into {@link #chars}, counting lines and columns of what was decoded. */
    private void fill() throws IOException {
        chars.clear();
        while (chars.position() == 0 && !flushed) {
            if (!bytes.hasRemaining() || !eof && bytes.remaining() < 8) {
                readMore();
            }
            CoderResult r = decoder.decode(bytes, chars, eof);
            if (r.isError()) {
                bad(r.length());
            } else if (eof && r.isUnderflow() && !bytes.hasRemaining()) {
                decoder.flush(chars);
                flushed = true;
            } else if (r.isUnderflow() && eof) {
                bad(bytes.remaining()); // an incomplete sequence at the end
            }
            if (r.isOverflow()) {
                break;
            }
        }
        chars.flip();
        count(chars);
    }

    private void readMore() throws IOException {
        consumed += bytes.position();
        bytes.compact();
        while (bytes.hasRemaining() && !eof) {
            int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            if (n < 0) {
                eof = true;
            } else {
                bytes.position(bytes.position() + n);
                if (n == 0) {
                    break;
                }
            }
            if (bytes.position() >= 4 && !eof && !(first && charset == EncodingDetection.AUTO)) {
                break;
            }
        }
        bytes.flip();
        if (first) {
            first = false;
            if (charset == EncodingDetection.AUTO) {
                Charset found = EncodingDetection.detect(bytes.array(), bytes.remaining());
                use(found);
                if (!found.equals(StandardCharsets.UTF_8)) {
                    detected = found;
                }
            }
            if (charset.equals(StandardCharsets.UTF_8) && bytes.remaining() >= 3 && (bytes.get(0) & 0xFF) == 0xEF
                    && (bytes.get(1) & 0xFF) == 0xBB && (bytes.get(2) & 0xFF) == 0xBF) {
                bytes.position(3);
            }
        }
    }

    /** {@code length} bad bytes at the decoder's position: the first is located, each is replaced. */
    private void bad(int length) {
        if (badByte == null) {
            chars.flip();
            CharBuffer before = chars.duplicate();
            chars.position(chars.limit()).limit(chars.capacity());
            int l = line;
            int c = column;
            boolean cr = afterCr;
            while (before.hasRemaining()) {
                char ch = before.get();
                if (ch == '\n' && cr) {
                    cr = false;
                } else if (ch == '\n' || ch == '\r') {
                    l++;
                    c = 1;
                    cr = ch == '\r';
                } else {
                    c++;
                    cr = false;
                }
            }
            badByte = new BadByte(consumed + bytes.position(), l, c, bytes.get(bytes.position()) & 0xFF);
        }
        for (int i = 0; i < length && bytes.hasRemaining(); i++) {
            int b = bytes.get() & 0xFF;
            if (!chars.hasRemaining()) {
                bytes.position(bytes.position() - 1);
                return;
            }
            chars.put(charset.equals(StandardCharsets.UTF_8) ? (char) b : '\uFFFD');
        }
    }

    /** Counts the lines and columns of {@code decoded} (a buffer of {@link #chars}: its array, from its position). */
    private void count(CharBuffer decoded) {
        char[] a = decoded.array();
        int start = decoded.arrayOffset() + decoded.position();
        int end = decoded.arrayOffset() + decoded.limit();
        int lastBreak = -1;
        boolean cr = afterCr; // whether the character before a[i] is a return
        for (int i = start; i < end; i++) {
            char ch = a[i];
            if (ch > '\r') {
                continue; // most characters: one comparison (every character of the input passes here)
            }
            if (ch == '\n') {
                if (!(i == start ? cr : a[i - 1] == '\r')) {
                    line++;
                }
                lastBreak = i;
            } else if (ch == '\r') {
                line++;
                lastBreak = i;
            }
        }
        if (end > start) {
            afterCr = a[end - 1] == '\r';
        }
        // the column: one past the characters after the last line break (a line feed after a return keeps it at 1)
        column = lastBreak < 0 ? column + end - start : end - lastBreak;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
