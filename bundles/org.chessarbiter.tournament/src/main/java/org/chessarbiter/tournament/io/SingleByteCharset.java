package org.chessarbiter.tournament.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A character set of one byte per character read from a table ({@code XX UUUU} lines: the byte and the
 * Unicode character, both hexadecimal; {@code #} starts a comment), for the legacy encodings Java does
 * not ship. A byte the table does not define is unmappable, so that a reader can locate it like any
 * other bad byte. One byte gives one character, so the columns of a fixed-column file (TRF) stay where
 * they were; a combining tone mark stays a separate character (as in Windows-1258).
 */
final class SingleByteCharset extends Charset {

    private static final char UNDEFINED = '\uFFFF';

    private final char[] toChar = new char[256];
    private final byte[] toByte = new byte[0x10000];
    private final boolean[] encodable = new boolean[0x10000];

    SingleByteCharset(String name, String[] aliases, String table) {
        super(name, aliases);
        Arrays.fill(toChar, UNDEFINED);
        try (InputStream in = SingleByteCharset.class.getResourceAsStream(table)) {
            if (in == null) {
                throw new IllegalStateException("missing character table " + table);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            for (String line; (line = r.readLine()) != null;) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\s+");
                int b = Integer.parseInt(f[0], 16);
                char c = (char) Integer.parseInt(f[1], 16);
                toChar[b] = c;
                toByte[c] = (byte) b;
                encodable[c] = true;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public boolean contains(Charset cs) {
        return cs.equals(this) || cs.equals(StandardCharsets.US_ASCII) && asciiCompatible();
    }

    private boolean asciiCompatible() {
        for (int b = 0x20; b < 0x7F; b++) {
            if (toChar[b] != b) {
                return false;
            }
        }
        return true;
    }

    @Override
    public CharsetDecoder newDecoder() {
        return new CharsetDecoder(this, 1f, 1f) {
            @Override
            protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
                while (in.hasRemaining()) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    int b = in.get(in.position()) & 0xFF;
                    char c = toChar[b];
                    if (c == UNDEFINED) {
                        return CoderResult.unmappableForLength(1);
                    }
                    in.position(in.position() + 1);
                    out.put(c);
                }
                return CoderResult.UNDERFLOW;
            }
        };
    }

    @Override
    public CharsetEncoder newEncoder() {
        return new CharsetEncoder(this, 1f, 1f, new byte[] {'?'}) {
            @Override
            protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
                while (in.hasRemaining()) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    char c = in.get(in.position());
                    if (!encodable[c]) {
                        return CoderResult.unmappableForLength(1);
                    }
                    in.position(in.position() + 1);
                    out.put(toByte[c]);
                }
                return CoderResult.UNDERFLOW;
            }

            @Override
            public boolean isLegalReplacement(byte[] repl) {
                return true;
            }
        };
    }
}
