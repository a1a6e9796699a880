package org.chessarbiter.workspace.ui.board;

import java.util.regex.Pattern;

/**
 * The prose of a scoresheet comment as a reader sees it: without its delimiters ({@code { }} or {@code ;}) and
 * without the embedded commands of the PGN comment convention ({@code [%clk 1:05:00]}, {@code [%cal Ge2e4]}).
 */
public final class Comments {

    /** An embedded command: {@code [%name arguments]}. */
    static final Pattern COMMAND = Pattern.compile("\\[%(\\w+)\\s*([^\\]]*)\\]");

    private Comments() {
    }

    /** The text inside a comment's delimiters. */
    public static String inside(String written) {
        if (written.startsWith("{")) {
            return written.substring(1, written.endsWith("}") ? written.length() - 1 : written.length());
        }
        return written.startsWith(";") ? written.substring(1) : written;
    }

    /** The comment's words, commands removed, spaces collapsed; empty when it holds only commands. */
    public static String prose(String written) {
        return COMMAND.matcher(inside(written)).replaceAll(" ").replaceAll("\\s+", " ").trim();
    }
}
