package org.chessarbiter.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.workspace.validation.Reported;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

import com.google.gson.stream.JsonWriter;

/**
 * {@code validate --format json}: one JSON document on standard output, written as the problems come:
 * <pre>
 * {"problems": [{"file", "line", "column", "part", "severity", "rule", "message"}, ...],
 *  "omitted", "files", "games", "errors", "warnings", "skipped"}
 * </pre>
 * ({@code line} and {@code column} 0 when unknown, {@code part} the part of a structured file, if any;
 * {@code severity} error, warning or info; {@code omitted} the problems past {@code --max-problems}).
 */
final class JsonFindings implements FindingsOutput {

    private final JsonOutput out;
    private final Locale locale;

    JsonFindings(CommandContext context, int limit) {
        this.out = new JsonOutput(context.out(), limit);
        this.locale = context.locale();
        try {
            out.json().beginObject().name("problems").beginArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void begin(Path file, FileKind kind) {
        // a file is named by each of its problems
    }

    @Override
    public void problem(Path file, Reported reported) {
        if (!out.admit()) {
            return;
        }
        Problem p = reported.problem();
        Location at = p.location();
        try {
            JsonWriter json = out.json();
            json.beginObject();
            out.string("file", file.toString());
            json.name("line").value(at.line()).name("column").value(at.column());
            if (at.line() == 0 && at.field() != null && !at.field().equals(file.toString())) {
                out.string("part", at.field());
            }
            json.name("severity").value(p.severity().name().toLowerCase(Locale.ROOT));
            out.string("rule", reported.rule());
            out.string("message", p.message().format(locale));
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void end(Path file, long games) {
        // the counts are at the end
    }

    @Override
    public void skipped(Path file) {
        // counted
    }

    @Override
    public void finish(ValidationCounts counts) {
        try {
            out.json().endArray().name("omitted").value(out.omitted()).name("files").value(counts.files)
                    .name("games").value(counts.games).name("errors").value(counts.errors)
                    .name("warnings").value(counts.warnings).name("skipped").value(counts.skipped).endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.end();
    }
}
