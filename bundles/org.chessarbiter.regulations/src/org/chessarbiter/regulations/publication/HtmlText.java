package org.chessarbiter.regulations.publication;

import java.util.Arrays;
import java.util.Locale;

import org.chessarbiter.rules.Message;

/** The text of the publication: escaped for HTML, and its own words in the reader's language (this package's bundle). */
final class HtmlText {

    private final Locale locale;

    HtmlText(Locale locale) {
        this.locale = locale;
    }

    Locale locale() {
        return locale;
    }

    /** {@code text} with the characters HTML gives a meaning escaped; "" for null. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** The words of {@code key}, not escaped; an argument the regulations leave out ({@code null}) is empty. */
    String words(String key, Object... args) {
        return Message.of(HtmlText.class, key, Arrays.stream(args).map(a -> a == null ? "" : a).toArray()).format(locale);
    }

    /** The words of {@code key}, escaped. */
    String html(String key, Object... args) {
        return escape(words(key, args));
    }

    /** The words for an enumeration's value ({@code value.Sex.WOMEN}), escaped. */
    String value(Enum<?> e) {
        return html("value." + e.getDeclaringClass().getSimpleName() + "." + e.name());
    }
}
