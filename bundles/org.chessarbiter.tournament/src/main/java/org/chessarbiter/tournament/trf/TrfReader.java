package org.chessarbiter.tournament.trf;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.io.EncodingDetection;
import org.chessarbiter.tournament.io.TextDecoding;

/**
 * Reads TRF-16, TRF26 and the JaVaFo / bbpPairings XX dialect. Lines may end in CR, LF or CRLF
 * (mixed too); columns are counted in characters ({@link TrfColumns}). A wrong line is reported
 * with its line, column and what was expected, and is kept verbatim as a {@link TrfRecord.Text}
 * so that nothing is lost; the rest of the file is read normally. Never throws on bad input.
 */
public final class TrfReader {

    private TrfReader() {
    }

    public static ParseResult<TrfDocument> read(String text) {
        return read(new StringReader(text));
    }

    public static ParseResult<TrfDocument> read(Reader reader) {
        StringBuilder all = new StringBuilder();
        char[] buf = new char[8192];
        try {
            for (int n; (n = reader.read(buf)) > 0; ) {
                all.append(buf, 0, n);
            }
        } catch (IOException e) {
            return ParseResult.fail(Problems.error(ProblemKind.IO, Location.at(1, 1), TrfProblems.class, "trf.io", e.getMessage()));
        }
        return parse(all.toString(), new ArrayList<>());
    }

    /** Reads UTF-8 bytes (a BOM is skipped); bytes that are not UTF-8 are reported and read as Latin-1. */
    public static ParseResult<TrfDocument> read(InputStream in) {
        byte[] bytes;
        try {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            return ParseResult.fail(Problems.error(ProblemKind.IO, Location.at(1, 1), TrfProblems.class, "trf.io", e.getMessage()));
        }
        return read(bytes, StandardCharsets.UTF_8);
    }

    /**
     * Reads the bytes of a file in {@code charset} (UTF-8, or a legacy encoding the user names, such
     * as windows-1258, or {@link EncodingDetection#AUTO} to detect it: a file that is not UTF-8 is then
     * read in the encoding detected, with a warning naming it); the first byte that is not valid in it
     * is reported at its line and column, with its value.
     */
    public static ParseResult<TrfDocument> read(byte[] bytes, Charset charset) {
        List<Problem> problems = new ArrayList<>();
        TextDecoding.Decoded decoded = TextDecoding.decode(bytes, charset);
        Charset read = decoded.charset(charset);
        decoded.detected().ifPresent(d -> problems.add(TextDecoding.detected(d)));
        decoded.badByte().ifPresent(b -> problems.add(Problems.error(ProblemKind.INVALID_SYNTAX, Location.at(b.line(), b.column()),
                TrfProblems.class, read.equals(StandardCharsets.UTF_8) ? "trf.notUtf8" : "trf.notInCharset", b.hex(),
                read.name(), b.offset())));
        return parse(decoded.text(), problems); // the byte order mark is already skipped: a second U+FEFF is text
    }

    private static ParseResult<TrfDocument> parse(String text, List<Problem> problems) {
        List<TrfLine> lines = new ArrayList<>();
        Set<Integer> startNumbers = new HashSet<>();
        int pos = 0;
        int number = 0;
        while (pos < text.length()) {
            int end = pos;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            String eol = end >= text.length() ? "" : text.startsWith("\r\n", end) ? "\r\n" : text.substring(end, end + 1);
            String source = text.substring(pos, end);
            number++;
            lines.add(new TrfLine(number, source, eol, record(source, number, problems, startNumbers)));
            pos = end + eol.length();
        }
        return new ParseResult<>(new TrfDocument(lines), problems);
    }

    private static TrfRecord record(String source, int number, List<Problem> problems, Set<Integer> startNumbers) {
        TrfColumns c = new TrfColumns(source);
        String code = c.field(0, 3);
        TrfProblems p = new TrfProblems(problems, number);
        if (source.isBlank()) {
            return new TrfRecord.Text("", source);
        }
        TrfRecord r = RecordCodec.parse(code, c, p);
        if (r instanceof TrfRecord.Player pl && !startNumbers.add(pl.startNumber())) {
            p.at(4, "trf.duplicateStartNumber", pl.startNumber());
            r = null;
        }
        return r == null ? new TrfRecord.Text(code, c.rest(3)) : r;
    }
}
