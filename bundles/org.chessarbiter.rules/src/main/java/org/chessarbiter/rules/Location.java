package org.chessarbiter.rules;

/**
 * Where in the input a problem is. Offsets count characters (UTF-16 units) from the start of the
 * input; line and column count from 1 (0 when unknown); {@code field} names a part of a structured
 * input such as a FEN field ({@code "castling"}) or a PGN tag, {@code null} when none.
 * <p>
 * Two kinds of places: a place in a text ({@link #at}, {@link #span}, {@link #field}: shown as
 * {@code line:column}) and a part of a structured value that is not a text, such as a player, a
 * round, a board or an option of a pairing request ({@link #part}, {@link #item} and the paths built
 * from them with {@link #member}, {@link #element} and {@link #keyed}: shown as the path, e.g.
 * {@code players[id=7].history[3]}).
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

    /**
     * A part of a structured value rather than a place in a text, named by its path, e.g.
     * {@code part("round")} or {@code part("options.acceleration")}. Line and column are 0.
     */
    public static Location part(String path) {
        return new Location(0, 0, 0, 0, path);
    }

    /** A member of this part: {@code part("players").keyed("id", 7).member("points")} is {@code players[id=7].points}. */
    public Location member(String name) {
        return part(field == null ? name : field + "." + name);
    }

    /** An element of this part by its position: {@code part("aPoints").element(3)} is {@code aPoints[3]}. */
    public Location element(int index) {
        return part(path() + "[" + index + "]");
    }

    /** An element of this part by a key: {@code part("players").keyed("id", 7)} is {@code players[id=7]}. */
    public Location keyed(String key, Object value) {
        return part(path() + "[" + key + "=" + value + "]");
    }

    private String path() {
        return field == null ? "" : field;
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
