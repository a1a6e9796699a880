package org.chessarbiter.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.workspace.validation.Reported;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Severity;

import com.google.gson.stream.JsonWriter;

/**
 * {@code validate --format sarif}: a SARIF 2.1.0 log on standard output (one run of the tool {@code arbiter}),
 * written as the problems come: each a result with its {@code ruleId}, {@code level} (error, warning, note),
 * {@code message} and {@code physicalLocation} (the file as a URI reference and the region's start line and
 * column when known); the rules met, the counts and the problems past {@code --max-problems} at the end.
 */
final class SarifFindings implements FindingsOutput {

    private final JsonOutput out;
    private final Locale locale;
    private final String version;
    private final Set<String> rules = new TreeSet<>();

    SarifFindings(CommandContext context, int limit, String version) {
        this.out = new JsonOutput(context.out(), limit);
        this.locale = context.locale();
        this.version = version;
        try {
            out.json().beginObject().name("$schema").value("https://json.schemastore.org/sarif-2.1.0.json")
                    .name("version").value("2.1.0").name("runs").beginArray().beginObject().name("results").beginArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void begin(Path file, FileKind kind) {
        // a file is named by each of its results
    }

    @Override
    public void problem(Path file, Reported reported) {
        if (!out.admit()) {
            return;
        }
        Problem p = reported.problem();
        Location at = p.location();
        rules.add(reported.rule());
        String text = p.message().format(locale);
        if (at.line() == 0 && at.field() != null && !at.field().equals(file.toString())) {
            text = at.field() + ": " + text;
        }
        try {
            JsonWriter json = out.json();
            json.beginObject();
            out.string("ruleId", reported.rule());
            json.name("level").value(level(p.severity()));
            json.name("message").beginObject();
            out.string("text", text);
            json.endObject();
            json.name("locations").beginArray().beginObject().name("physicalLocation").beginObject();
            json.name("artifactLocation").beginObject();
            out.string("uri", JsonOutput.uri(file));
            json.endObject();
            if (at.line() > 0) {
                json.name("region").beginObject().name("startLine").value(at.line());
                if (at.column() > 0) {
                    json.name("startColumn").value(at.column());
                }
                json.endObject();
            }
            json.endObject().endObject().endArray();
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String level(Severity s) {
        return switch (s) {
            case ERROR -> "error";
            case WARNING -> "warning";
            default -> "note";
        };
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
            JsonWriter json = out.json();
            json.endArray();
            json.name("tool").beginObject().name("driver").beginObject().name("name").value("arbiter")
                    .name("version").value(version).name("rules").beginArray();
            for (String r : rules) {
                json.beginObject().name("id").value(r).endObject();
            }
            json.endArray().endObject().endObject();
            json.name("invocations").beginArray().beginObject().name("executionSuccessful").value(true);
            if (out.omitted() > 0) {
                json.name("toolExecutionNotifications").beginArray().beginObject().name("level").value("note")
                        .name("message").beginObject();
                out.string("text", Messages.format(locale, "problems.more", out.omitted(), out.total()));
                json.endObject().endObject().endArray();
            }
            json.endObject().endArray();
            json.name("properties").beginObject().name("files").value(counts.files).name("games").value(counts.games)
                    .name("errors").value(counts.errors).name("warnings").value(counts.warnings)
                    .name("skipped").value(counts.skipped).name("omitted").value(out.omitted()).endObject();
            json.endObject().endArray().endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.end();
    }
}
