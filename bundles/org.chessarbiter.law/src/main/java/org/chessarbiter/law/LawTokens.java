package org.chessarbiter.law;

/**
 * The tokens of a {@code .luat} document as the regulations language's terminals read them: words
 * (identifiers, keywords, numbers), {@code .}, braces, strings in double quotes with backslash escapes;
 * white space and comments ({@code //}, {@code /* *}{@code /}) between them.
 */
final class LawTokens {

    /** A syntax error: what was expected, what was found, where. */
    static final class SyntaxError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String expected;
        final String found;
        final int line;
        final int column;

        SyntaxError(String expected, String found, int line, int column) {
            super(expected + " expected, found " + found + " at " + line + ":" + column, null, false, false);
            this.expected = expected;
            this.found = found;
            this.line = line;
            this.column = column;
        }
    }

    private final String s;
    private int pos;
    private int line = 1;
    private int lineStart;
    private String token;
    private boolean tokenIsString;
    private int tokenLine;
    private int tokenColumn;

    LawTokens(String source) {
        this.s = source;
        advance();
    }

    String peek() {
        return tokenIsString ? null : token;
    }

    boolean peekString() {
        return tokenIsString;
    }

    void next() {
        advance();
    }

    boolean accept(String keyword) {
        if (!tokenIsString && keyword.equals(token)) {
            advance();
            return true;
        }
        return false;
    }

    void expect(String keyword) {
        if (!accept(keyword)) {
            throw error("'" + keyword + "'");
        }
    }

    void expectEnd() {
        if (token != null) {
            throw error("end of document");
        }
    }

    String word() {
        if (token == null || tokenIsString || !Character.isLetterOrDigit(token.charAt(0)) && token.charAt(0) != '_') {
            throw error("a name or number");
        }
        String w = token;
        advance();
        return w;
    }

    String string() {
        if (!tokenIsString) {
            throw error("a string");
        }
        String v = token;
        advance();
        return v;
    }

    private SyntaxError error(String expected) {
        return new SyntaxError(expected, token == null ? "end of document" : tokenIsString ? "a string" : "'" + token + "'",
                tokenLine, tokenColumn);
    }

    private void advance() {
        skipSpace();
        tokenLine = line;
        tokenColumn = pos - lineStart + 1;
        tokenIsString = false;
        if (pos >= s.length()) {
            token = null;
            return;
        }
        char c = s.charAt(pos);
        if (c == '"' || c == '\'') {
            token = quoted(c);
            tokenIsString = true;
        } else if (Character.isLetterOrDigit(c) || c == '_' || c == '^') {
            int start = pos;
            if (c == '^') {
                pos++;
                start = pos;
            }
            while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_')) {
                pos++;
            }
            token = s.substring(start, pos);
        } else {
            token = String.valueOf(c);
            pos++;
        }
    }

    private String quoted(char quote) {
        StringBuilder out = new StringBuilder();
        pos++;
        while (pos < s.length() && s.charAt(pos) != quote) {
            char c = s.charAt(pos++);
            if (c == '\n') {
                line++;
                lineStart = pos;
            }
            if (c == '\\' && pos < s.length()) {
                char e = s.charAt(pos++);
                out.append(switch (e) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    default -> e;
                });
            } else {
                out.append(c);
            }
        }
        if (pos >= s.length()) {
            throw new SyntaxError("the closing quote", "end of document", tokenLine, tokenColumn);
        }
        pos++;
        return out.toString();
    }

    private void skipSpace() {
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == '\n') {
                line++;
                pos++;
                lineStart = pos;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (s.startsWith("//", pos)) {
                while (pos < s.length() && s.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (s.startsWith("/*", pos)) {
                int end = s.indexOf("*/", pos + 2);
                int stop = end < 0 ? s.length() : end + 2;
                for (int i = pos; i < stop; i++) {
                    if (s.charAt(i) == '\n') {
                        line++;
                        lineStart = i + 1;
                    }
                }
                pos = stop;
            } else {
                return;
            }
        }
    }
}
