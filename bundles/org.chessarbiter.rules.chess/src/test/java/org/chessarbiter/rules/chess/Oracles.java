package org.chessarbiter.rules.chess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the shared oracle files (system property arbiter.oracles) and the seeds (arbiter.seeds). */
public final class Oracles {
    private Oracles() {
    }

    /** One perft row: a FEN and node counts by depth (index 0 = depth 1). */
    public record PerftRow(String id, String fen, List<Long> nodes) {
    }

    public static Path oracles() {
        return Path.of(System.getProperty("arbiter.oracles", "../../../shared/oracles"));
    }

    public static Path seeds() {
        return Path.of(System.getProperty("arbiter.seeds", "../../../shared/seeds"));
    }

    public static boolean fullTests() {
        return Boolean.getBoolean("arbiter.fullTests");
    }

    /** The chess rows of perft-reference.json (a small reader for its fixed layout). */
    public static List<PerftRow> chessPerft() throws IOException {
        String json = Files.readString(oracles().resolve("perft-reference.json"));
        String chess = json.substring(json.indexOf("\"chess\""), json.indexOf("\"xiangqi\""));
        Matcher m = Pattern.compile("\"id\":\\s*\"([^\"]*)\",\\s*\"fen\":\\s*\"([^\"]*)\",\\s*\"nodes\":\\s*\\[([^\\]]*)\\]")
                .matcher(chess);
        List<PerftRow> rows = new ArrayList<>();
        while (m.find()) {
            List<Long> nodes = new ArrayList<>();
            for (String n : m.group(3).split(",")) {
                nodes.add(Long.parseLong(n.trim()));
            }
            rows.add(new PerftRow(m.group(1), m.group(2), nodes));
        }
        return rows;
    }
}
