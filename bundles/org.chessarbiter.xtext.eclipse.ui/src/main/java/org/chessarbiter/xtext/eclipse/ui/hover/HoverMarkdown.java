package org.chessarbiter.xtext.eclipse.ui.hover;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown of a hover (what the language's {@code IHoverService} answers, as a language server does) as text
 * with styles: {@code **bold**}, {@code *italic*} / {@code _italic_}, {@code `code`}, headings, list items
 * ({@code - }), links (their text), fenced code blocks (monospace, or a picture when a {@link HoverPicture} draws
 * them; pictures one after the other share a line). Plain values, no widgets: {@link HoverControl} shows them.
 */
public final class HoverMarkdown {

    /** A styled piece of the text. */
    public record Style(int start, int length, boolean bold, boolean italic, boolean code) {
    }

    /** A fenced code block shown as a picture, at {@code offset} (one placeholder character) if one is drawn. */
    public record Block(int offset, String info, String code) {
    }

    /** The character a picture takes the place of. */
    public static final char PLACEHOLDER = '\uFFFC';

    private static final Pattern INLINE = Pattern.compile(
            "\\*\\*(.+?)\\*\\*|__(.+?)__|`([^`]+)`|\\*([^*\\s][^*]*?)\\*|\\b_([^_]+)_\\b|\\[([^\\]]+)\\]\\(([^)]*)\\)");

    private final StringBuilder text = new StringBuilder();
    private final List<Style> styles = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();

    private HoverMarkdown() {
    }

    /**
     * Reads {@code markdown}; {@code drawn} tells which fenced blocks (info string, content) are drawn as pictures:
     * those get a placeholder character, the others are shown as monospace text.
     */
    public static HoverMarkdown of(String markdown, java.util.function.BiPredicate<String, String> drawn) {
        HoverMarkdown result = new HoverMarkdown();
        result.read(markdown.replace("\r\n", "\n").split("\n", -1), drawn);
        return result;
    }

    public String text() {
        return text.toString();
    }

    public List<Style> styles() {
        return styles;
    }

    /** The blocks drawn as pictures, in order. */
    public List<Block> pictures() {
        return blocks;
    }

    private void read(String[] lines, java.util.function.BiPredicate<String, String> drawn) {
        boolean afterPicture = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String trimmed = line.trim();
            if (trimmed.startsWith("```")) {
                String info = trimmed.substring(3).trim();
                StringBuilder code = new StringBuilder();
                for (i++; i < lines.length && !lines[i].trim().startsWith("```"); i++) {
                    code.append(lines[i]).append('\n');
                }
                if (drawn.test(info, code.toString())) {
                    if (afterPicture) {
                        text.append("  ");
                    } else {
                        paragraphBreak();
                    }
                    blocks.add(new Block(text.length(), info, code.toString()));
                    text.append(PLACEHOLDER);
                    afterPicture = true;
                } else {
                    paragraphBreak();
                    int start = text.length();
                    text.append(code.toString().replaceAll("\n$", ""));
                    styles.add(new Style(start, text.length() - start, false, false, true));
                    afterPicture = false;
                }
                continue;
            }
            if (trimmed.isEmpty()) {
                continue;
            }
            paragraphBreak();
            afterPicture = false;
            if (trimmed.startsWith("#")) {
                String heading = trimmed.replaceFirst("^#+\\s*", "");
                int start = text.length();
                inline(heading);
                styles.add(new Style(start, text.length() - start, true, false, false));
            } else if (trimmed.startsWith("- ") || trimmed.startsWith("* ")) {
                text.append("\u2022 ");
                inline(trimmed.substring(2));
            } else {
                inline(trimmed);
            }
        }
    }

    /** A new line before anything that is not the first thing. */
    private void paragraphBreak() {
        if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
            text.append('\n');
        }
    }

    private void inline(String line) {
        Matcher m = INLINE.matcher(line);
        int last = 0;
        while (m.find()) {
            text.append(line, last, m.start());
            int start = text.length();
            if (m.group(1) != null || m.group(2) != null) {
                text.append(m.group(1) != null ? m.group(1) : m.group(2));
                styles.add(new Style(start, text.length() - start, true, false, false));
            } else if (m.group(3) != null) {
                text.append(m.group(3));
                styles.add(new Style(start, text.length() - start, false, false, true));
            } else if (m.group(4) != null || m.group(5) != null) {
                text.append(m.group(4) != null ? m.group(4) : m.group(5));
                styles.add(new Style(start, text.length() - start, false, true, false));
            } else {
                text.append(m.group(6));
            }
            last = m.end();
        }
        text.append(line.substring(last));
    }
}
