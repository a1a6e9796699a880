package org.chessarbiter.workspace.project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The small project of the tests, copied into a temporary folder: four players, three rounds planned, round 1
 * paired with board 1 recorded (1-0) and board 2 without its result, whose scoresheet {@code round1-board2.pgn}
 * gives 0-1.
 */
final class SmallProject {

    /** The fixture, read in place. */
    static final Path FIXTURE = Path.of("src/test/resources/org/chessarbiter/workspace/project/small");

    private SmallProject() {
    }

    /** A copy of the fixture in {@code dir}; returns {@code dir}. */
    static Path copy(Path dir) {
        try {
            for (String name : List.of("small.trf", "round1-board2.pgn")) {
                Files.copy(FIXTURE.resolve(name), dir.resolve(name));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** A one-game PGN scoresheet with the tags given (name, value, ...) and the result. */
    static Path scoresheet(Path file, String result, String... tags) {
        StringBuilder b = new StringBuilder("[Event \"Small test open\"]\n");
        for (int i = 0; i < tags.length; i += 2) {
            b.append('[').append(tags[i]).append(" \"").append(tags[i + 1]).append("\"]\n");
        }
        b.append("[Result \"").append(result).append("\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 ").append(result).append('\n');
        write(file, b.toString());
        return file;
    }

    static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file with the first {@code from} replaced by {@code to}. */
    static void edit(Path file, String from, String to) {
        String text = read(file);
        if (!text.contains(from)) {
            throw new IllegalArgumentException(file + " has no " + from);
        }
        write(file, text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)));
    }
}
