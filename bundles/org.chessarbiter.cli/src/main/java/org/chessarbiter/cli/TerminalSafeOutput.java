package org.chessarbiter.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The UTF-8 output of the command line made safe for a terminal: control characters that a
 * file could smuggle into a name (escape sequences that move the cursor, change the title or the
 * colours, erase the screen; a carriage return that overwrites the line; the C1 controls; the bidi
 * overrides that reorder what is shown) are printed escaped, as {@code \x1B} or {@code \u202E}.
 * Line feeds and tabs pass, and so does every other character.
 */
final class TerminalSafeOutput extends FilterOutputStream {

    /** The bytes of a UTF-8 sequence being read (at most 4), and how many are still expected. */
    private final byte[] pending = new byte[4];
    private int held;
    private int expected;

    TerminalSafeOutput(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        int v = b & 0xFF;
        if (expected > 0) {
            if ((v & 0xC0) != 0x80) { // not a continuation: the sequence was broken; pass it as it was
                passPending();
                write(b);
                return;
            }
            pending[held++] = (byte) v;
            if (--expected == 0) {
                sequence();
            }
            return;
        }
        if (v < 0x80) {
            if ((v < 0x20 && v != '\n' && v != '\t') || v == 0x7F) {
                escape(v);
            } else {
                out.write(v);
            }
            return;
        }
        int length = v >= 0xF0 ? 4 : v >= 0xE0 ? 3 : v >= 0xC0 ? 2 : 1;
        if (length == 1) {
            out.write(v); // a stray continuation byte: not ours to judge
            return;
        }
        pending[0] = (byte) v;
        held = 1;
        expected = length - 1;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    @Override
    public void flush() throws IOException {
        // an incomplete sequence stays held until its last bytes come
        out.flush();
    }

    @Override
    public void close() throws IOException {
        passPending();
        super.close();
    }

    private void sequence() throws IOException {
        int cp = new String(pending, 0, held, StandardCharsets.UTF_8).codePointAt(0);
        if ((cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069)) {
            held = 0;
            escape(cp);
        } else {
            passPending();
        }
    }

    private void passPending() throws IOException {
        out.write(pending, 0, held);
        held = 0;
        expected = 0;
    }

    private void escape(int cp) throws IOException {
        String shown = cp < 0x100 ? String.format("\\x%02X", cp) : String.format("\\u%04X", cp);
        out.write(shown.getBytes(StandardCharsets.US_ASCII));
    }
}
