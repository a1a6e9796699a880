package org.chessarbiter.scoresheet.files;

/**
 * A problem of a scoresheet file, located by offset and by line and column (1-based), whichever way
 * the file was validated.
 *
 * @param code the issue code ({@code ScoresheetIssueCodes}), or {@link #SYNTAX} for a syntax error
 * @param severity how serious
 * @param message the text, in the default locale
 * @param offset start offset in the file
 * @param length length of the offending text
 * @param line 1-based line
 * @param column 1-based column (0 when unknown)
 */
public record FileProblem(String code, Severity severity, String message, int offset, int length, int line, int column) {
    /** The code of syntax errors. */
    public static final String SYNTAX = "org.chessarbiter.scoresheet.syntax";

    /** How serious a file problem is. */
    public enum Severity {
        ERROR, WARNING, INFO
    }

    @Override
    public String toString() {
        return line + ":" + column + " " + severity + " " + code.substring(code.lastIndexOf('.') + 1) + ": " + message;
    }
}
