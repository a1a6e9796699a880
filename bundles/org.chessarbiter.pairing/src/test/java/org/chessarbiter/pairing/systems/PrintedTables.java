package org.chessarbiter.pairing.systems;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the schedules printed in the seeds, transcribed verbatim (misprints included) by
 * tools/extract-printed-tables.py into src/test/resources/org/chessarbiter/pairing/printed: for each
 * table size, its rounds, each a list of printed cells such as {@code 2-(12)} or {@code A1-B3}.
 */
public final class PrintedTables {

    private PrintedTables() {
    }

    /** @return table size → rounds → printed cells */
    public static Map<Integer, List<List<String>>> load(String name) {
        String path = "org/chessarbiter/pairing/printed/" + name;
        Map<Integer, List<List<String>>> tables = new LinkedHashMap<>();
        try (InputStream in = PrintedTables.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + path);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<List<String>> current = null;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("table ")) {
                    current = new ArrayList<>();
                    tables.put(Integer.parseInt(line.substring(6).trim()), current);
                } else {
                    String cells = line.substring(line.indexOf(':') + 1).trim();
                    current.add(Arrays.asList(cells.split(" ")));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return tables;
    }

    /** One difference between a printed cell and the generated one. */
    public record Difference(int table, int round, int board, String printed, String generated) {
        @Override
        public String toString() {
            return "table " + table + " round " + round + " board " + board + ": printed " + printed
                    + ", generated " + generated;
        }
    }
}
