package org.chessarbiter.tournament.players;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.io.EncodingDetection;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.io.TextDecoding;

/**
 * Reads the players of a CSV file as a spreadsheet saves it: UTF-8 with or without a byte order mark,
 * else the legacy encoding the bytes read best in ({@link EncodingDetection}: windows-1258 for files of
 * Vietnamese Windows, with a warning); a comma, a semicolon or a tab between fields; quoted fields; a
 * header row naming the columns in English or Vietnamese ({@link PlayerColumn}). Every bad value is an
 * error at its line and column in the file (the location's field is the file), every row is checked,
 * and the players are returned only when there is no error: a list is imported whole or not at all.
 * The text is read in Unicode's composed form (NFC), whatever the tool wrote. The players are numbered
 * 1, 2, ... in the file's order; the import numbers them again (C.04.2).
 */
public final class CsvPlayers {

    private CsvPlayers() {
    }

    /** The players of {@code file}, or every problem found in it. */
    public static ParseResult<List<Player>> read(Path file) {
        ParseResult<byte[]> bytes = InputFile.read(file);
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        TextDecoding.Decoded text = TextDecoding.decode(bytes.value(), EncodingDetection.AUTO);
        List<Problem> problems = new ArrayList<>();
        text.detected().ifPresent(c -> problems.add(in(file, TextDecoding.detected(c))));
        if (text.badByte().isPresent()) {
            problems.add(in(file, TextDecoding.problem(text.badByte().get(), text.charset(EncodingDetection.AUTO))));
            return ParseResult.fail(problems);
        }
        return parse(file, java.text.Normalizer.normalize(text.text(), java.text.Normalizer.Form.NFC), problems);
    }

    /** The players of the CSV {@code text} of {@code file}. */
    static ParseResult<List<Player>> parse(Path file, String text, List<Problem> problems) {
        CsvTable table = CsvTable.parse(text);
        table.unclosed().ifPresent(u -> problems.add(error(file, u.line(), u.column(), "csv.unclosedQuote")));
        if (table.rows().isEmpty()) {
            problems.add(error(file, 1, 1, "csv.empty"));
            return ParseResult.fail(problems);
        }
        CsvTable.Row header = table.rows().get(0);
        Map<PlayerColumn, Integer> columns = columns(file, header, problems);
        if (!columns.containsKey(PlayerColumn.NAME)) {
            problems.add(error(file, header.line(), 1, "csv.noName"));
        }
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        List<Player> players = new ArrayList<>();
        Map<Long, Integer> ids = new HashMap<>();
        for (CsvTable.Row row : table.rows().subList(1, table.rows().size())) {
            new RowReader(file, row, header.cells().size(), columns, problems).player(players.size() + 1).ifPresent(p -> {
                Integer before = p.fideId() == 0 ? null : ids.putIfAbsent(p.fideId(), row.line());
                if (before != null) {
                    CsvTable.Cell at = row.cells().get(columns.get(PlayerColumn.FIDE_ID));
                    problems.add(error(file, at.line(), at.column(), "csv.duplicateId", p.fideId(), before));
                }
                players.add(p);
            });
        }
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        if (players.isEmpty()) {
            problems.add(error(file, header.line(), 1, "csv.noPlayers"));
            return ParseResult.fail(problems);
        }
        return ParseResult.ok(players, problems);
    }

    /** The column of each field the header names; a column named twice is an error, one not known a warning. */
    private static Map<PlayerColumn, Integer> columns(Path file, CsvTable.Row header, List<Problem> problems) {
        Map<PlayerColumn, Integer> columns = new EnumMap<>(PlayerColumn.class);
        for (int i = 0; i < header.cells().size(); i++) {
            CsvTable.Cell cell = header.cells().get(i);
            Optional<PlayerColumn> c = PlayerColumn.of(cell.text());
            if (c.isEmpty()) {
                problems.add(warning(file, cell.line(), cell.column(), "csv.unknownColumn", cell.text()));
            } else if (columns.putIfAbsent(c.get(), i) != null) {
                problems.add(error(file, cell.line(), cell.column(), "csv.columnTwice", cell.text(),
                        header.cells().get(columns.get(c.get())).text()));
            }
        }
        return columns;
    }

    /** One row: its values checked against their columns; its errors in the order of the columns. */
    private static final class RowReader {
        private final Path file;
        private final CsvTable.Row row;
        private final int width;
        private final Map<PlayerColumn, Integer> columns;
        private final List<Problem> problems;
        private final List<Problem> found = new ArrayList<>();

        RowReader(Path file, CsvTable.Row row, int width, Map<PlayerColumn, Integer> columns, List<Problem> problems) {
            this.file = file;
            this.row = row;
            this.width = width;
            this.columns = columns;
            this.problems = problems;
        }

        Optional<Player> player(int number) {
            if (row.cells().size() != width) {
                problems.add(error(file, row.line(), 1, "csv.width", row.cells().size(), width));
                return Optional.empty();
            }
            String name = text(PlayerColumn.NAME);
            if (name.isBlank()) {
                CsvTable.Cell at = cell(PlayerColumn.NAME).orElseThrow();
                found.add(error(file, at.line(), at.column(), "csv.noNameValue"));
            }
            String sex = value(PlayerColumn.SEX, PlayerValues::sex, "");
            String title = value(PlayerColumn.TITLE, PlayerValues::title, "");
            String birth = value(PlayerColumn.BIRTH, PlayerValues::birth, "");
            String fed = value(PlayerColumn.FEDERATION, PlayerValues::federation, "");
            long id = value(PlayerColumn.FIDE_ID, PlayerValues::fideId, 0L);
            int rating = value(PlayerColumn.FIDE_RATING, PlayerValues::rating, 0);
            int national = value(PlayerColumn.NATIONAL_RATING, PlayerValues::rating, 0);
            if (!found.isEmpty()) {
                found.sort(java.util.Comparator.comparingInt((Problem p) -> p.location().line())
                        .thenComparingInt(p -> p.location().column()));
                problems.addAll(found);
                return Optional.empty();
            }
            return Optional.of(new Player(number, name, sex, title, text(PlayerColumn.NATIONAL_GRADE), birth, fed,
                    text(PlayerColumn.CLUB), id, rating, national));
        }

        private Optional<CsvTable.Cell> cell(PlayerColumn c) {
            return Optional.ofNullable(columns.get(c)).map(i -> row.cells().get(i));
        }

        private String text(PlayerColumn c) {
            return cell(c).map(CsvTable.Cell::text).orElse("");
        }

        private <T> T value(PlayerColumn c, Function<String, Optional<T>> parse, T none) {
            Optional<CsvTable.Cell> at = cell(c);
            if (at.isEmpty()) {
                return none;
            }
            Optional<T> v = parse.apply(at.get().text());
            if (v.isEmpty()) {
                found.add(error(file, at.get().line(), at.get().column(), "csv.bad." + c.name(), at.get().text()));
                return none;
            }
            return v.get();
        }
    }

    /** {@code p} located in {@code file} (its line and column kept). */
    static Problem in(Path file, Problem p) {
        return p.at(p.location().inField(file.toString()));
    }

    static Problem error(Path file, int line, int column, String key, Object... args) {
        return Problems.error(ProblemKind.INVALID_SYNTAX, Location.at(line, column).inField(file.toString()), CsvPlayers.class, key,
                args);
    }

    private static Problem warning(Path file, int line, int column, String key, Object... args) {
        Problem p = error(file, line, column, key, args);
        return Problem.warning(p.kind(), p.location(), p.message());
    }
}
