package org.chessarbiter.tournament.players;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javax.xml.stream.XMLStreamException;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.io.DecodingReader;
import org.chessarbiter.tournament.io.EncodingDetection;
import org.chessarbiter.tournament.io.InputFile;

/**
 * A FIDE rating list given by the user, in either of FIDE's download formats: XML (the file begins
 * with {@code <}) or the fixed-width text ({@link FideTxtList}, {@link FideXmlList}). Streamed: each
 * player is passed on as it is read and nothing of the list is kept, so a list of a million players
 * reads in constant memory; the bytes read are reported to the {@link Progress}, which can stop it.
 */
public final class FideList {

    private FideList() {
    }

    /**
     * Reads {@code file}, passing every player to {@code sink}.
     *
     * @return how many players were read, or why the list could not be read (a cancelled read is an error)
     */
    public static ParseResult<Integer> read(Path file, Consumer<FideListEntry> sink, Progress progress) {
        List<Problem> problems = new ArrayList<>();
        int count;
        try (InputStream raw = new Counting(Files.newInputStream(file), Files.size(file), progress);
                BufferedInputStream in = new BufferedInputStream(raw)) {
            if (xml(in)) {
                count = FideXmlList.read(file, in, sink, problems, progress);
            } else {
                try (BufferedReader text = new BufferedReader(new DecodingReader(in, EncodingDetection.AUTO))) {
                    count = FideTxtList.read(file, text, sink, problems, progress);
                }
            }
        } catch (IOException e) {
            return ParseResult.fail(Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()),
                    org.chessarbiter.rules.Message.of(InputFile.class, "file.unreadable", InputFile.reason(e))));
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNumber();
            problems.add(CsvPlayers.error(file, Math.max(line, 1), Math.max(column, 1), "fide.xml", e.getMessage()));
            return ParseResult.fail(problems);
        }
        if (progress.isCancelled()) {
            problems.add(Problems.error(ProblemKind.IO, Location.UNKNOWN.inField(file.toString()), FideList.class, "fide.cancelled",
                    file));
        }
        return problems.stream().anyMatch(Problem::isError) ? ParseResult.fail(problems) : ParseResult.ok(count, problems);
    }

    /** Whether the stream (marked and reset) begins, after a byte order mark and blanks, with {@code <}. */
    private static boolean xml(BufferedInputStream in) throws IOException {
        in.mark(64);
        try {
            byte[] head = in.readNBytes(64);
            for (int i = 0; i < head.length; i++) {
                int b = head[i] & 0xFF;
                if (b == '<') {
                    return true;
                }
                if (b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != 0xEF && b != 0xBB && b != 0xBF) {
                    return false;
                }
            }
            return false;
        } finally {
            in.reset();
        }
    }

    /** Counts the bytes read and tells the progress. */
    private static final class Counting extends FilterInputStream {
        private final long total;
        private final Progress progress;
        private long done;

        Counting(InputStream in, long total, Progress progress) {
            super(in);
            this.total = total;
            this.progress = progress;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                progress.read(++done, total);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                done += n;
                progress.read(done, total);
            }
            return n;
        }
    }
}
