package org.chessarbiter.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;

import com.google.gson.Gson;
import com.google.gson.stream.JsonWriter;

/**
 * What the JSON and SARIF outputs of {@code validate} share: a streaming JSON writer on standard output (a
 * document of any length, never held whole), strings written so that the terminal-safe output keeps them
 * valid JSON, the cap of {@code --max-problems}, and a file as a URI reference.
 */
final class JsonOutput {

    private static final Gson GSON = new Gson();

    private final PrintStream out;
    private final JsonWriter json;
    private final int limit;
    private int total;

    JsonOutput(PrintStream out, int limit) {
        this.out = out;
        this.json = new JsonWriter(new OutputStreamWriter(out, out.charset()));
        this.json.setIndent("  ");
        this.limit = limit;
    }

    JsonWriter json() {
        return json;
    }

    /** Counts a problem; whether it is within the cap and written. */
    boolean admit() {
        total++;
        return limit <= 0 || total <= limit;
    }

    /** The problems counted, written or not. */
    int total() {
        return total;
    }

    /** The problems counted and not written. */
    int omitted() {
        return limit <= 0 ? 0 : Math.max(0, total - limit);
    }

    /**
     * Writes a string value; the C1 controls and bidirectional overrides, which the terminal-safe output would
     * rewrite into something that is no JSON escape, are written as {@code \\uXXXX} escapes already.
     */
    void string(String name, String value) throws IOException {
        String literal = GSON.toJson(value);
        StringBuilder safe = new StringBuilder(literal.length());
        literal.codePoints().forEach(cp -> {
            if (cp >= 0x80 && cp <= 0x9F || cp >= 0x202A && cp <= 0x202E || cp >= 0x2066 && cp <= 0x2069) {
                safe.append(String.format("\\u%04X", cp));
            } else {
                safe.appendCodePoint(cp);
            }
        });
        json.name(name).jsonValue(safe.toString());
    }

    /** The file as a URI reference: relative as given, else a {@code file:} URI. */
    static String uri(Path file) {
        if (file.isAbsolute()) {
            return file.toUri().toASCIIString();
        }
        try {
            return new URI(null, null, file.toString().replace(file.getFileSystem().getSeparator(), "/"), null).toASCIIString();
        } catch (URISyntaxException e) {
            return file.toString();
        }
    }

    /** Ends the document with a line break (standard output stays open). */
    void end() {
        try {
            json.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
        out.flush();
    }
}
