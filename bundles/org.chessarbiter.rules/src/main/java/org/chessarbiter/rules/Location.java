package org.chessarbiter.rules;

/**
 * Where in the input a problem is. Offsets count characters (UTF-16 units) from the start of the
 * input; line and column count from 1 (0 when unknown); {@code field} names a part of a structured
 * input such as a FEN field ({@code "castling"}) or a PGN tag, {@code null} when none.
 *
 * @param offset start offset in the input (0-based)
 * @param length length of the offending text (0 when it is a point)
 * @param line 1-based line, 0 if unknown
 * @param column 1-based column, 0 if unknown
 * @param field the field, or {@code null}
 */
public record Location(int offset, int length, int line, int column, String field) {

    /** The whole input, nothing more precise known. */
    public static final Location UNKNOWN = new Location(0, 0, 0, 0, null);

    /** A span of a one-line input: line 1, column {@code offset + 1}. */
    public static Location span(int offset, int length) {
        return new Location(offset, length, 1, offset + 1, null);
    }

    /**
     * A point at a 1-based line and column of a multi-line text (columns counted in characters, not
     * bytes), when the offset is not tracked (e.g. a TRF line reader).
     */
    public static Location at(int line, int column) {
        return new Location(0, 0, line, column, null);
    }

    /**
     * An element of a structured value rather than a place in a text: the {@code index}-th (0-based)
     * element of {@code collection}, e.g. {@code item("rounds[3].pairings", 1)}. Line and column are 0.
     */
    public static Location item(String collection, int index) {
        return new Location(0, 0, 0, 0, collection + "[" + index + "]");
    }

    /** A span inside the named field of a one-line input. */
    public static Location field(String field, int offset, int length) {
        return new Location(offset, length, 1, offset + 1, field);
    }

    /**
     * This location moved into a larger text: {@code base} is where this location's input starts in
     * it, at {@code line}, {@code column} (1-based). Used e.g. to put a SAN error into a PGN file.
     */
    public Location within(int base, int line, int column) {
        return new Location(base + offset, length, line, column + offset, field);
    }

    /** This location with a field name. */
    public Location inField(String name) {
        return new Location(offset, length, line, column, name);
    }

    @Override
    public String toString() {
        if (line == 0 && offset == 0 && length == 0 && field != null) {
            return field;
        }
        String where = line > 0 ? line + ":" + column : "@" + offset;
        return field == null ? where : field + " " + where;
    }
}
