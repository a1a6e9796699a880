package org.chessarbiter.tournament.core;

/**
 * Where a problem is: a 1-based line and column of a text file (columns counted in characters,
 * not bytes), or a named field of a value with an index (line and column then 0).
 */
public record Location(int line, int column, String field, int index) {

    public static Location at(int line, int column) {
        return new Location(line, column, "", 0);
    }

    public static Location field(String field, int index) {
        return new Location(0, 0, field, index);
    }

    public boolean isTextPosition() {
        return line > 0;
    }

    @Override
    public String toString() {
        return isTextPosition() ? line + ":" + column : field + "[" + index + "]";
    }
}
