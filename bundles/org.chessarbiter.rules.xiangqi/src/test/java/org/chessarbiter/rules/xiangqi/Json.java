package org.chessarbiter.rules.xiangqi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A minimal JSON reader for the oracle files of the tests (objects, arrays, strings, numbers, literals). */
public final class Json {
    private final String s;
    private int i;

    private Json(String s) {
        this.s = s;
    }

    public static Object read(Path file) throws IOException {
        return new Json(Files.readString(file, StandardCharsets.UTF_8)).value();
    }

    /** The oracle file of that name under the {@code arbiter.oracles} folder. */
    public static Path oracle(String name) {
        return Path.of(System.getProperty("arbiter.oracles", "../../../shared/oracles"), name);
    }

    private Object value() {
        skip();
        char c = s.charAt(i);
        if (c == '{') {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            skip();
            if (s.charAt(i) == '}') {
                i++;
                return m;
            }
            while (true) {
                skip();
                String k = string();
                skip();
                i++; // ':'
                m.put(k, value());
                skip();
                if (s.charAt(i++) == '}') {
                    return m;
                }
            }
        }
        if (c == '[') {
            List<Object> l = new ArrayList<>();
            i++;
            skip();
            if (s.charAt(i) == ']') {
                i++;
                return l;
            }
            while (true) {
                l.add(value());
                skip();
                if (s.charAt(i++) == ']') {
                    return l;
                }
            }
        }
        if (c == '"') {
            return string();
        }
        int start = i;
        while (i < s.length() && ",}] \n\r\t".indexOf(s.charAt(i)) < 0) {
            i++;
        }
        String lit = s.substring(start, i);
        return switch (lit) {
            case "null" -> null;
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> lit.contains(".") ? (Object) Double.parseDouble(lit) : (Object) Long.parseLong(lit);
        };
    }

    private String string() {
        StringBuilder sb = new StringBuilder();
        i++;
        while (s.charAt(i) != '"') {
            char c = s.charAt(i++);
            if (c == '\\') {
                char e = s.charAt(i++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        i++;
        return sb.toString();
    }

    private void skip() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }
}
