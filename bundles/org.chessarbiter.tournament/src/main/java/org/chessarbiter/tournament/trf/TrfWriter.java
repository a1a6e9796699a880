package org.chessarbiter.tournament.trf;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Writes a {@link TrfDocument}. Lines read from a file are written back exactly as they were
 * (same text, same line ends) unless {@link Options#canonical()} asks for every record in
 * canonical columns; lines made by code are always canonical. {@link Options#asciiFold()} folds
 * the output to ASCII ({@link AsciiFold}).
 */
public final class TrfWriter {

    /** Writer options; {@code lineEnd} is used for lines that have none of their own. */
    public record Options(boolean canonical, boolean asciiFold, String lineEnd) {
        public static final Options EXACT = new Options(false, false, "\n");
        public static final Options CANONICAL = new Options(true, false, "\n");

        public Options withAsciiFold() {
            return new Options(canonical, true, lineEnd);
        }
    }

    private TrfWriter() {
    }

    public static void write(TrfDocument doc, Writer out, Options options) throws IOException {
        for (int i = 0; i < doc.lines().size(); i++) {
            TrfLine line = doc.lines().get(i);
            String text = line.hasSource() && !options.canonical() ? line.source() : RecordCodec.format(line.record());
            if (options.asciiFold()) {
                text = AsciiFold.fold(text);
            }
            out.write(text);
            boolean last = i == doc.lines().size() - 1;
            if (line.hasSource() && !options.canonical()) {
                out.write(line.lineEnd());
            } else if (!last || !line.hasSource() || !line.lineEnd().isEmpty()) {
                out.write(line.hasSource() && !line.lineEnd().isEmpty() ? line.lineEnd() : options.lineEnd());
            }
        }
    }

    public static String toString(TrfDocument doc, Options options) {
        StringWriter w = new StringWriter();
        try {
            write(doc, w, options);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }
}
